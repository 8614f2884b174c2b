/// The `#if` conditionals inside one method body: which branches enclose a token, and whether code found
/// in some branches runs in every build. `[super viewDidLoad]` under `#if DEBUG` alone is missing from
/// release builds; in both the `#if` and the `#else` branch it is always there.
struct PreprocessorBranches {
    private struct Conditional {
        var branches: Int32 = 1
        var hasElse = false
    }

    private let source: TokenWindow
    /// Positions in `source.conditionals` of the directives inside the body.
    private let directives: Range<Int>
    private var conditionals: [Int32: Conditional] = [:]

    /// `nil` when the body has no conditional line (most bodies): then all its code runs in every build.
    init?(source: TokenWindow, range: ClosedRange<Int>) {
        let all = source.conditionals
        let directives = Self.directives(in: source, range: range)
        guard !directives.isEmpty else { return nil }
        self.source = source
        self.directives = directives
        var open: [Int32] = []
        for position in directives {
            switch all[position].kind {
            case .open:
                open.append(Int32(position))
                conditionals[Int32(position)] = Conditional()
            case .branch, .otherwise:
                guard let id = open.last else { continue }
                conditionals[id]?.branches += 1
                if all[position].kind == .otherwise { conditionals[id]?.hasElse = true }
            case .close:
                _ = open.popLast()
            }
        }
    }

    /// Positions in `source.conditionals` of the directives inside the body (after its first token).
    static func directives(in source: TokenWindow, range: ClosedRange<Int>) -> Range<Int> {
        let all = source.conditionals
        var low = 0, high = all.count
        while low < high {
            let middle = (low + high) / 2
            if Int(all[middle].tokenIndex) <= range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < all.count, Int(all[end].tokenIndex) <= range.upperBound { end += 1 }
        return low..<end
    }

    /// The branches around the token at `index`, outermost first.
    func arms(at index: Int) -> [SitePath.Arm] {
        var stack: [SitePath.Arm] = []
        for position in directives where Int(source.conditionals[position].tokenIndex) <= index {
            switch source.conditionals[position].kind {
            case .open: stack.append(SitePath.Arm(conditional: Int32(position), branch: 0))
            case .branch, .otherwise:
                if let last = stack.popLast() { stack.append(SitePath.Arm(conditional: last.conditional, branch: last.branch + 1)) }
            case .close: _ = stack.popLast()
            }
        }
        return stack
    }

    /// Whether code at these branch paths runs in every build: one is unconditional, or a conditional with
    /// an `#else` has such code in each of its branches.
    func coverEveryBuild(_ paths: [[SitePath.Arm]]) -> Bool {
        if paths.contains(where: \.isEmpty) { return true }
        let outermost = Set(paths.map { $0[0].conditional })
        return outermost.contains { id in
            guard let conditional = conditionals[id], conditional.hasElse else { return false }
            return (0..<conditional.branches).allSatisfy { branch in
                coverEveryBuild(paths.filter { $0[0] == SitePath.Arm(conditional: id, branch: branch) }.map { Array($0.dropFirst()) })
            }
        }
    }
}
