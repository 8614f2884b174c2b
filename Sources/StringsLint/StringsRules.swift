import DevToolsCore

/// Every `lint-strings` rule, once: the rule list (`--list-rules`, SARIF's rule table, README's table),
/// the per-table rules `StringsFileCheck` runs and the localization rules all derive from `types`.
/// One file per rule: `Rules/<Name>Rule.swift` (the cross-locale, `.stringsdict` and String Catalog
/// ones under `Rules/Localization/`).
public enum StringsRules {
    static let types: [any StringsRule.Type] = [
        SyntaxErrorRule.self,
        SilentTruncationRule.self,
        StrayTextRule.self,
        UnreadableEncodingRule.self,
        NotATableRule.self,
        DuplicateKeyRule.self,
        NonStringValueRule.self,
        EmptyKeyRule.self,
        EmptyValueRule.self,
        UnknownEscapeRule.self,
        InvalidUnicodeEscapeRule.self,
        UnquotedStringRule.self,
        OuterBracesRule.self,
        FileEncodingRule.self,
        UTF8BOMRule.self,
        MissingKeyRule.self,
        FormatMismatchRule.self,
        UntranslatedRule.self,
        MissingTableRule.self,
        UnshippedTableRule.self,
        StaleInterfaceBuilderKeyRule.self,
        UnreadableProjectRule.self,
        StringsdictSyntaxRule.self,
        StringsdictStructureRule.self,
        PluralCategoryMissingRule.self,
        PluralCategoryUnusedRule.self,
        XCStringsSyntaxRule.self,
        XCStringsStructureRule.self,
        MissingTranslationRule.self,
        InvalidFormatSpecifierRule.self,
        UndefinedKeyRule.self,
        UnusedKeyRule.self,
        BuiltKeyRule.self,
        StaleButUsedRule.self,
    ]

    public static let all: [RuleDescription] = types.map { $0.description }

    /// Where each rule's findings are made, by id (for the docs and `--list-rules`).
    public static let detection: [String: String] = Dictionary(
        uniqueKeysWithValues: types.map { ($0.description.id, $0.detection.rawValue) })

    static let tableRules: [any StringsTableRule.Type] = types.compactMap { $0 as? any StringsTableRule.Type }
}
