/// Finds the closures inside a method body: code that may run later, on another thread, or not at all,
/// so that rules about what an initializer does right away (`self.view` in `-init`) leave it alone.
///
/// Objective-C: blocks and C++ lambdas (`dispatch_async(…, ^{ … })`). Swift: every closure literal
/// (`DispatchQueue.main.async { … }`, `node.onDidLoad { … }`, `handler = { … }`), told apart from the
/// bodies of `if`, `guard`, `for`, `while`, `switch`, `do`, `catch`, `defer` and `repeat`, which run now.
struct ClosureFinder {
    let source: TokenWindow
    let range: ClosedRange<Int>

    func ranges() -> [ClosedRange<Int>] {
        source.language.isSwift ? swiftRanges() : objectiveCRanges()
    }

    /// A `{` is a statement's body when a statement keyword opened at the same bracket depth and no `{`
    /// has come since at that depth; every other `{` opens a closure.
    private func swiftRanges() -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        // Depths (in `(`/`[` nesting) at which a statement keyword waits for its body.
        var pendingStatements: [Int] = []
        var depth = 0
        // Where the bodies of `repeat { … }` close: a `while` right after one has no body of its own.
        var repeatCloses: Set<Int> = []
        var index = range.lowerBound + 1
        while index < range.upperBound {
            defer { index += 1 }
            let token = source[index]
            if token.kind == .identifier {
                if source.matches(token, "repeat"), source.is(index + 1, "{") { repeatCloses.insert(source.matchingClose(index + 1)) }
                let closesRepeat = source.matches(token, "while") && repeatCloses.contains(index - 1)
                if !closesRepeat, startsStatement(token, at: index, pending: pendingStatements, depth: depth) {
                    pendingStatements.append(depth)
                }
                continue
            }
            guard token.kind == .punctuation else { continue }
            let byte = source.firstByte(of: token)
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                depth -= 1
            } else if byte == UInt8(ascii: "{") {
                if let last = pendingStatements.last, last == depth {
                    pendingStatements.removeLast()  // the body of `if …`, `for …`: it runs now
                } else {
                    ranges.append(index...source.matchingClose(index))
                }
            }
        }
        return ranges
    }

    /// Whether the identifier at `index` is a keyword whose statement takes a `{` body that is not yet
    /// waited for: `else` after `guard …` and `if` after `else` share one body (a `while` after
    /// `repeat {…}` has none: the caller passes it over).
    private func startsStatement(_ token: Token, at index: Int, pending: [Int], depth: Int) -> Bool {
        guard token.end - token.start <= 6 else { return false }  // no keyword is longer than `switch`
        // `.for`, `.if`: a member named like a keyword; `message(for: x)`: an argument label.
        if source.is(index - 1, ".") || source.is(index + 1, ":") { return false }
        if source.matches(token, "if") { return !source.is(index - 1, "else") }
        if source.matches(token, "else") { return pending.last != depth }
        if source.matches(token, "while") { return true }
        return source.matches(token, "guard") || source.matches(token, "for") || source.matches(token, "switch")
            || source.matches(token, "do")
            || source.matches(token, "catch") || source.matches(token, "defer") || source.matches(token, "repeat")
    }

    /// Blocks `^{…}`/`^(…){…}` and C++ lambdas `[…](…){…}` inside the body.
    private func objectiveCRanges() -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        var index = range.lowerBound + 1
        while index < range.upperBound {
            var brace: Int?
            let token = source[index]
            let byte = token.kind == .punctuation ? source.firstByte(of: token) : 0
            if byte == UInt8(ascii: "^") {
                // `^{`, `^(args){`, `^Type *_Nonnull (args){`: a return type and parameters may come first.
                var next = index + 1
                while next < range.upperBound, next - index < 12, !source.is(next, "{") {
                    if source.is(next, "(") { next = source.matchingClose(next) }
                    guard source.isIdentifier(next) || source.is(next, "*") || source.is(next, ")") else { break }
                    next += 1
                }
                if source.is(next, "{") { brace = next }
            } else if byte == UInt8(ascii: "["), isLambdaIntroducer(index) {
                var next = source.matchingClose(index) + 1
                if source.is(next, "(") { next = source.matchingClose(next) + 1 }
                while next < range.upperBound, !source.is(next, "{"), !source.is(next, ";") { next += 1 }
                if source.is(next, "{") { brace = next }
            }
            if let brace {
                ranges.append(brace...source.matchingClose(brace))
            }
            index += 1
        }
        return ranges
    }

    /// `[`, `[&]`, `[=]`, `[this]`, `[a, &b]` followed by `(` or `{`, where an expression may start.
    private func isLambdaIntroducer(_ open: Int) -> Bool {
        let previous = open - 1
        guard
            source.is(previous, "=") || source.is(previous, "(") || source.is(previous, ",") || source.is(previous, "return")
                || source.is(previous, "{") || source.is(previous, ";")
        else { return false }
        let close = source.matchingClose(open)
        return source.is(close + 1, "(") || source.is(close + 1, "{")
    }
}
