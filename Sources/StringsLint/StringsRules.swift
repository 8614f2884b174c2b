import DevToolsCore

/// The catalogue of every `lint-strings` rule.
public enum StringsRules {
    public static let all: [RuleDescription] = [
        SyntaxErrorRule.description,
        SilentTruncationRule.description,
        StrayTextRule.description,
        UnreadableEncodingRule.description,
        NotATableRule.description,
        DuplicateKeyRule.description,
        NonStringValueRule.description,
        EmptyKeyRule.description,
        EmptyValueRule.description,
        UnknownEscapeRule.description,
        InvalidUnicodeEscapeRule.description,
        UnquotedStringRule.description,
        OuterBracesRule.description,
        FileEncodingRule.description,
        UTF8BOMRule.description,
    ] + LocalizationRules.all

    /// The rules that look at a parsed table's entries.
    static var tableRules: [any StringsTableRule.Type] {
        [DuplicateKeyRule.self, NonStringValueRule.self, EmptyKeyRule.self, EmptyValueRule.self, UnquotedStringRule.self]
    }
}
