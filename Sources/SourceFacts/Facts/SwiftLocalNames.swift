/// Whether a bare name in a Swift method body (`view` in `view.backgroundColor = …`) is a local or a
/// parameter rather than a member of `self`, by Swift's scoping read from the tokens: a parameter; a
/// `let`/`var`/`guard let` earlier in a block that holds the use; the bindings of an `if`/`while`/`for`
/// whose body holds it; a `case … let name` of the switch case holding it; a closure's parameter.
struct SwiftLocalNames {
    let source: TokenWindow
    /// The method body, `{` to `}`.
    let body: ClosedRange<Int>
    /// The parameter list, `(` to `)`.
    let parameters: ClosedRange<Int>?

    /// Compared token by token in place (`is`), no String made: a view controller's `viewDidLoad` may
    /// hold dozens of `view.` lines, each asking this over the body before it.
    func isLocal(_ name: StaticString, at use: Int) -> Bool {
        if let parameters, parameters.contains(where: { source.is($0, name) && source.is($0 + 1, ":") }) {
            return true
        }
        var index = body.lowerBound + 1
        while index < use {
            // The block holding the name is found once, for both questions.
            if source.is(index, name), let block = enclosingBlock(of: index), isBinding(index, block: block),
                scope(of: index, block: block).contains(use)
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// `let name`, `var name`, `for name`, a closure's `{ name in` / `{ a, name in`, and a name in a
    /// tuple pattern: `for (key, name) in`, `let (a, name) =`, `case let (a, name)`, `{ (a, name) in`.
    /// `block`: the innermost block holding `index`.
    private func isBinding(_ index: Int, block: ClosedRange<Int>) -> Bool {
        if source.is(index - 1, "let") || source.is(index - 1, "var") || source.is(index - 1, "for") { return true }
        if isClosureParameter(index, block: block) { return true }
        guard source.is(index - 1, "(") || source.is(index - 1, ",") else { return false }
        // The `(` of the tuple the name is in: back over names, `_` and commas only.
        var open = index - 1
        while open > body.lowerBound, !source.is(open, "(") {
            guard source.is(open, ",") || source.isIdentifier(open) else { return false }
            open -= 1
        }
        guard source.is(open, "(") else { return false }
        if source.is(open - 1, "let") || source.is(open - 1, "var") || source.is(open - 1, "for") { return true }
        return source.is(open - 1, "{") && source.is(source.matchingClose(open) + 1, "in")
    }

    /// Where the binding at `index` is visible; `block` is the innermost block holding it. Empty when
    /// a condition's binding has no body after it.
    private func scope(of index: Int, block: ClosedRange<Int>) -> Range<Int> {
        // A closure's parameters (`{ a, name in`, `{ (a, name) in`): the closure.
        if isClosureParameter(index, block: block) { return index..<block.upperBound + 1 }
        // The statement the binding is in: back at bracket depth 0 to its keyword or the block's start.
        var depth = 0
        var cursor = index - 1
        while cursor > block.lowerBound {
            if source.is(cursor, ")") || source.is(cursor, "]") { depth += 1 }
            if source.is(cursor, "(") || source.is(cursor, "[") { depth -= 1 }
            if depth <= 0 {  // below 0: out of the tuple pattern the name is in (`for (key, name) in`)
                if source.is(cursor, "{") || source.is(cursor, "}") || source.is(cursor, ";") { break }
                if source.is(cursor, "if") || source.is(cursor, "while") || source.is(cursor, "for") {
                    // The bindings of a condition are the later conditions' and the body's (to its `}`).
                    guard let open = nextBrace(after: index, before: block.upperBound) else { return index..<index }
                    return index..<source.matchingClose(open) + 1
                }
                if source.is(cursor, "guard") { return index..<block.upperBound + 1 }
                if source.is(cursor, "case"), !isConditionCase(cursor) {
                    // A switch case's pattern: to the next case label of the switch.
                    return index..<caseEnd(after: index, block: block) + 1
                }
            }
            cursor -= 1
        }
        return index..<block.upperBound + 1
    }

    /// Whether `index` is one of the parameters of the closure `block`: `{ a, b in`, `{ (a, b) in`, or
    /// `{ (_ view: NSView) -> Bool in` (a parameter's name: first or second word of its element).
    private func isClosureParameter(_ index: Int, block: ClosedRange<Int>) -> Bool {
        let first = block.lowerBound + 1
        guard source.is(first, "(") else {
            var cursor = first
            var found = false
            while cursor < block.upperBound, !source.is(cursor, "in") {
                if cursor == index { found = true }
                guard source.isIdentifier(cursor) || source.is(cursor, ",") else { return false }
                cursor += 1
            }
            return found && source.is(cursor, "in")
        }
        let close = source.matchingClose(first)
        guard index > first, index < close else { return false }
        // `in` after the list, past a result type (`-> Bool`, `throws`, `async`) and nothing else.
        var cursor = close + 1
        while cursor < block.upperBound, cursor - close < 16, !source.is(cursor, "in") {
            if source.is(cursor, "{") || source.is(cursor, "}") || source.is(cursor, "=") { return false }
            cursor += 1
        }
        guard source.is(cursor, "in") else { return false }
        let before = index - 1
        return source.is(before, "(") || source.is(before, ",")
            || (source.isIdentifier(before) && (source.is(before - 1, "(") || source.is(before - 1, ",")))
    }

    /// `if case`, `guard case`, `while case`, `for case`, `, case`: a condition, not a case label.
    private func isConditionCase(_ index: Int) -> Bool {
        source.is(index - 1, "if") || source.is(index - 1, "guard") || source.is(index - 1, "while") || source.is(index - 1, "for")
            || source.is(index - 1, ",")
    }

    /// The innermost `{ … }` of the body holding `index`.
    private func enclosingBlock(of index: Int) -> ClosedRange<Int>? {
        var depth = 0
        var cursor = index - 1
        while cursor >= body.lowerBound {
            if source.is(cursor, "}") { depth += 1 }
            if source.is(cursor, "{") {
                if depth == 0 { return cursor...source.matchingClose(cursor) }
                depth -= 1
            }
            cursor -= 1
        }
        return nil
    }

    private func nextBrace(after index: Int, before limit: Int) -> Int? {
        var depth = 0
        var cursor = index + 1
        while cursor < limit {
            if source.is(cursor, "(") || source.is(cursor, "[") { depth += 1 }
            if source.is(cursor, ")") || source.is(cursor, "]") { depth -= 1 }
            if depth <= 0, source.is(cursor, "{") { return cursor }  // below 0: past the tuple the name is in
            cursor += 1
        }
        return nil
    }

    /// The token before the next `case`/`default` label of the switch block, or the block's end.
    private func caseEnd(after index: Int, block: ClosedRange<Int>) -> Int {
        var depth = 0
        var cursor = index + 1
        while cursor < block.upperBound {
            if source.is(cursor, "{") || source.is(cursor, "(") || source.is(cursor, "[") { depth += 1 }
            if source.is(cursor, "}") || source.is(cursor, ")") || source.is(cursor, "]") { depth -= 1 }
            if depth == 0,
                source.is(cursor, "default") && source.is(cursor + 1, ":") || source.is(cursor, "case") && !isConditionCase(cursor)
            {
                return cursor - 1
            }
            cursor += 1
        }
        return block.upperBound
    }
}
