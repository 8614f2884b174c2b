/// Whether a view access is inside `if` blocks that first ask whether the view is there
/// (`if (self.nodeLoaded) { self.view… }`, `if isViewLoaded { view… }`, `viewIfLoaded`): such code touches
/// a view that already exists, and loads nothing.
struct LoadedViewGuards {
    let source: TokenWindow
    /// The method body, `{` to `}`.
    let body: ClosedRange<Int>

    static let words: [StaticString] = ["nodeLoaded", "isNodeLoaded", "isViewLoaded", "viewIfLoaded"]

    func isGuarded(_ index: Int) -> Bool {
        var cursor = index - 1
        var depth = 0
        while cursor > body.lowerBound {
            if source.is(cursor, "}") { depth += 1 }
            if source.is(cursor, "{") {
                if depth == 0, conditionAsks(before: cursor) { return true }
                depth = max(depth - 1, 0)
            }
            cursor -= 1
        }
        return false
    }

    /// Whether the block opened at `brace` is an `if`'s whose condition names one of `words`.
    private func conditionAsks(before brace: Int) -> Bool {
        var cursor = brace - 1
        var depth = 0
        var asks = false
        while cursor > body.lowerBound {
            if source.is(cursor, ")") || source.is(cursor, "]") { depth += 1 }
            if source.is(cursor, "(") || source.is(cursor, "[") { depth -= 1 }
            if depth <= 0, source.is(cursor, "{") || source.is(cursor, "}") || source.is(cursor, ";") { return false }
            if source.isIdentifier(cursor), Self.words.contains(where: { source.is(cursor, $0) }) { asks = true }
            if depth <= 0, source.is(cursor, "if") { return asks }
            cursor -= 1
        }
        return false
    }
}
