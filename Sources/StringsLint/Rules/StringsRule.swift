import DevToolsCore

/// Every `lint-strings` rule: a type holding its description (id, default severity, documentation,
/// examples) and saying where its findings are made. `StringsRules.types` lists them all, once; the
/// rule list, the per-table rules the file check runs and the docs all come from it.
protocol StringsRule: Sendable {
    static var description: RuleDescription { get }
    /// Where the rule's findings are made (see `StringsRuleDetection`).
    static var detection: StringsRuleDetection { get }
}

/// Where a `lint-strings` rule finds what it reports. Reading a `.strings` file is one pass over its
/// bytes, so the rules about what Apple's parser does (syntax, escapes, encodings) are found by that
/// single-pass scanner as it reads, not by their rule types; the other rules run over what reading built.
enum StringsRuleDetection: String, Sendable {
    /// While a `.strings` file is read: `StringsScanner` and `StringsFileReader` (or, for a property
    /// list file, `PlistStringsReader`).
    case reading
    /// Over one parsed table's entries: the rule type's `findings(in:file:)` (`StringsTableRule`), or
    /// (`FileEncodingRule`) its finding for the encoding the reader found.
    case table
    /// Over one table across its locales (the development language against each translation): the rule
    /// type's findings, handed the development-language table (`ReferenceTable`) and each translation
    /// entry and key by `TranslationComparison`, or the groups of `.lproj` folders by `LocalizationPlan`.
    case crossLocale
    /// While a `.stringsdict` file is read and interpreted: `StringsdictDocument`.
    case stringsdict
    /// Against the code in `strings.sources`: the lookups lint-components' tokenizer finds there
    /// (`LookupScanner`), checked against the development language's tables by `CodeKeyCheck`.
    case code
    /// While a String Catalog is read: `StringCatalogLint`.
    case stringCatalog
}
