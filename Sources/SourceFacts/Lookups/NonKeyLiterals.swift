import DevToolsCore

/// Literals in places no localization key is, which do not keep a table's key used as other literals
/// do (`CodeKeyUsage.mentions`): deltachat's `UIImage(systemName: "link")` and `userInfo["answer_call"]`
/// kept its dead `link` and `answer_call` keys alive, and each was then reported missing from 17
/// translations. An SF Symbol's name (`systemName:`, `systemImage:`, `systemImageName:`) and a
/// subscript's key (`info["k"]`, not an array literal `["k"]`) are such places.
enum NonKeyLiterals {
    /// Whether the string literal at `index` is in such a place.
    static func isNonKey(_ source: TokenView, _ index: Int) -> Bool {
        isSymbolName(source, index) || isSubscriptKey(source, index)
    }

    private static func isSymbolName(_ source: TokenView, _ index: Int) -> Bool {
        guard index >= 2, CallArguments.isPunctuation(source, index - 1, ":"), source.tokens[index - 2].kind == .identifier else {
            return false
        }
        let label = source.bytes(of: index - 2)
        return symbolLabels.contains { label.elementsEqual($0) }
    }

    /// `x["k"]`, `x?["k"]`, `f()["k"]`, `a[0]["k"]`: a `[` right after a value, and the literal alone in it.
    private static func isSubscriptKey(_ source: TokenView, _ index: Int) -> Bool {
        guard index >= 2, CallArguments.isPunctuation(source, index - 1, "["), CallArguments.isPunctuation(source, index + 1, "]") else {
            return false
        }
        let before = index - 2
        if source.tokens[before].kind == .identifier {
            let word = source.bytes(of: before)
            return !keywords.contains { word.elementsEqual($0) }
        }
        return [")", "]", "?", "!"].contains { CallArguments.isPunctuation(source, before, $0) }
    }

    private static let symbolLabels = ["systemName", "systemImage", "systemImageName", "systemSymbolName"].map { Array($0.utf8) }
    /// Words after which `[` starts an array literal, not a subscript.
    private static let keywords = ["return", "in", "case", "else", "throw", "yield", "await", "try", "is", "as", "where", "then"].map {
        Array($0.utf8)
    }
}
