/// The text of a run of string literals: one in Swift; in Objective-C and C, literals written side by
/// side are one string (`@"Part one. " "Part two."`, `"a" "b"`, across lines and comments, which the
/// tokenizer has already dropped), so a key written that way is their joined text.
enum AdjacentLiterals {
    /// `nil` when a token of `tokens` is not a string literal, or one this reader cannot tell the text
    /// of (see `StringLiteralValue`), or when Swift has more than one.
    static func value(_ source: TokenView, _ tokens: Range<Int>, swift: Bool) -> StringLiteralValue? {
        guard !tokens.isEmpty, !swift || tokens.count == 1 else { return nil }
        var text = ""
        var interpolations = 0
        for index in tokens {
            guard source.tokens[index].kind == .string, let part = StringLiteralValue(source.bytes(of: index), swift: swift) else {
                return nil
            }
            if tokens.count == 1 { return part }
            // Only the first may carry `@`: `"a" @"b"` is accepted by clang too.
            text += part.text
            interpolations += part.interpolations
        }
        return StringLiteralValue(text: text, interpolations: interpolations)
    }

    /// The end of the run of string literals starting at `index` (itself when it is no literal).
    static func end(_ source: TokenView, from index: Int, swift: Bool) -> Int {
        var end = index
        while end < source.tokens.count, source.tokens[end].kind == .string, !swift || end == index { end += 1 }
        return end
    }
}
