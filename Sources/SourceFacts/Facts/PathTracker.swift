/// Follows the control structure of a constructor body token by token, during the body scanner's own
/// walk (no second pass): the `#if`/`#elif`/`#else` branches and the `if`/`else` arms around each token,
/// where statements start, and the `return`s that end a path. Sites recorded through it get a `SitePath`.
struct PathTracker {
    private struct Block {
        /// The `if`/`else` arm this block is, if any.
        let arm: SitePath.Arm?
        /// An arm without braces (`if (x) return a;`): it ends at the `;` of its statement.
        let endsAtSemicolon: Bool
        /// The bracket depth inside the block, where its statements' `;` are.
        let bracketDepth: Int
    }

    let source: TokenWindow
    private var nextDirective: Int
    private var preprocessor: [SitePath.Arm] = []
    private var blocks: [Block] = []
    private var bracketDepth = 0
    private var statementStart: Int
    /// After `if (…)` or `else`: the next token opens this arm.
    private var armToOpen: SitePath.Arm?
    /// Inside `if (`: the bracket depth it returns to, and the arm its body will be.
    private var condition: (depth: Int, arm: SitePath.Arm)?
    /// The arm that the previous token closed, for an `else` that continues its chain.
    private var closedArm: SitePath.Arm?
    /// Sites whose path may still be ended by a `return` in their block: (site order, block depth).
    private var awaitingReturn: [(order: Int, depth: Int)] = []
    /// The recorded sites and their paths (a constructor has a handful: a list is cheaper than a table),
    /// and where each is in the list once it grows long.
    private var recorded: [(order: Int, path: SitePath)] = []
    private var recordedPositions: [Int: Int] = [:]

    init(source: TokenWindow, range: ClosedRange<Int>) {
        self.source = source
        statementStart = range.lowerBound
        // The first conditional at or after the body (conditionals are in token order).
        var low = 0, high = source.conditionals.count
        while low < high {
            let middle = (low + high) / 2
            if Int(source.conditionals[middle].tokenIndex) < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        nextDirective = low
    }

    /// The path of every recorded site, sorted by its order (see `MethodBody.sitePaths`).
    func paths() -> [(order: Int, path: SitePath)] {
        var sorted = recorded
        if !sorted.indices.dropFirst().allSatisfy({ sorted[$0 - 1].order < sorted[$0].order }) { sorted.sort { $0.order < $1.order } }
        return sorted
    }

    /// Takes in the token at `index` (call for every token of the body, in order, before reading it).
    mutating func step(_ index: Int) {
        if nextDirective < source.conditionals.count, Int(source.conditionals[nextDirective].tokenIndex) <= index {
            applyDirectives(upTo: index)
        }
        let closed = closedArm
        closedArm = nil
        if let arm = armToOpen {
            armToOpen = nil
            if source.is(index, "if") {  // `else if`: the chain goes on with this arm
                condition = (bracketDepth, arm)
                return
            }
            let braced = source.is(index, "{")
            blocks.append(Block(arm: arm, endsAtSemicolon: !braced, bracketDepth: bracketDepth))
            statementStart = braced ? index + 1 : index
            if braced { return }
        }
        let token = source[index]
        if token.kind == .identifier {
            if source.matches(token, "if"), condition == nil {
                condition = (bracketDepth, SitePath.Arm(conditional: Int32(index), branch: 0))
            } else if source.matches(token, "else"), let closed {
                armToOpen = SitePath.Arm(conditional: closed.conditional, branch: closed.branch + 1)
            } else if source.matches(token, "return"), index == statementStart {
                for (waitingPosition, waiting) in awaitingReturn.enumerated().reversed() where waiting.depth == blocks.count {
                    if let site = position(of: waiting.order) { recorded[site].path.end = index }
                    awaitingReturn.remove(at: waitingPosition)
                }
            }
            return
        }
        guard token.kind == .punctuation else { return }
        switch source.bytes[Int(token.start)] {
        case UInt8(ascii: "("), UInt8(ascii: "["):
            bracketDepth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"):
            bracketDepth -= 1
            if let open = condition, open.depth == bracketDepth, source.is(index, ")") {
                condition = nil
                armToOpen = open.arm
            }
        case UInt8(ascii: "{"):
            blocks.append(Block(arm: nil, endsAtSemicolon: false, bracketDepth: bracketDepth))
            statementStart = index + 1
        case UInt8(ascii: "}"):
            while let last = blocks.popLast() {
                closedArm = last.arm
                if !last.endsAtSemicolon { break }
            }
            awaitingReturn.removeAll { $0.depth > blocks.count }
            statementStart = index + 1
        case UInt8(ascii: ";") where bracketDepth == (blocks.last?.bracketDepth ?? 0):
            statementStart = index + 1
            if let last = blocks.last, last.endsAtSemicolon {
                blocks.removeLast()
                closedArm = last.arm
                awaitingReturn.removeAll { $0.depth > blocks.count }
            }
        default:
            break
        }
    }

    /// Gives the site at `order` (a token index at or before the current one) the current path.
    mutating func record(_ order: Int) {
        guard position(of: order) == nil else { return }
        var arms = preprocessor
        for block in blocks { if let arm = block.arm { arms.append(arm) } }
        var path = SitePath(arms: arms, statement: statementStart)
        if source.is(statementStart, "return") {
            path.end = statementStart
        } else {
            awaitingReturn.append((order, blocks.count))
        }
        recorded.append((order, path))
        if recorded.count > 16 {
            if recordedPositions.isEmpty { for (position, site) in recorded.enumerated() { recordedPositions[site.order] = position } }
            recordedPositions[order] = recorded.count - 1
        }
    }

    private func position(of order: Int) -> Int? {
        recorded.count > 16 ? recordedPositions[order] : recorded.firstIndex { $0.order == order }
    }

    private mutating func applyDirectives(upTo index: Int) {
        while nextDirective < source.conditionals.count, Int(source.conditionals[nextDirective].tokenIndex) <= index {
            let directive = source.conditionals[nextDirective]
            switch directive.kind {
            case .open: preprocessor.append(SitePath.Arm(conditional: -Int32(nextDirective) - 1, branch: 0))
            case .branch, .otherwise:
                if let last = preprocessor.popLast() {
                    preprocessor.append(SitePath.Arm(conditional: last.conditional, branch: last.branch + 1))
                }
            case .close: _ = preprocessor.popLast()
            }
            nextDirective += 1
        }
    }
}
