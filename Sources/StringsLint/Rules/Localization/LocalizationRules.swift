import DevToolsCore

/// The catalogue of the cross-locale, `.stringsdict`, `.xcstrings` and format-specifier rules.
public enum LocalizationRules {
    public static let all: [RuleDescription] = [
        MissingKeyRule.description,
        FormatMismatchRule.description,
        UntranslatedRule.description,
        MissingTableRule.description,
        StringsdictSyntaxRule.description,
        StringsdictStructureRule.description,
        PluralCategoryMissingRule.description,
        PluralCategoryUnusedRule.description,
        XCStringsSyntaxRule.description,
        XCStringsStructureRule.description,
        MissingTranslationRule.description,
        InvalidFormatSpecifierRule.description,
    ]
}
