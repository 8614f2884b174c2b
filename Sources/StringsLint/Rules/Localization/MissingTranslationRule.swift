import DevToolsCore

/// A String Catalog entry without a localization for a language the catalog has.
enum MissingTranslationRule: LocalizationRule {
    static let description = RuleDescription(
        id: "missing-translation",
        summary: "A String Catalog entry has no translation for some of the catalog's languages.",
        rationale: "Users of those languages see the source-language text. Translate the entry, or mark it \"shouldTranslate\" : false when it must not be translated.",
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample(ExampleCatalog.catalog(values: [("en", "Hello"), ("de", "Hallo")]), file: "Localizable.xcstrings", expectedCount: 1, expectedLine: 4),
        ],
        nonTriggeringExamples: [
            RuleExample(ExampleCatalog.catalog(values: [("en", "Hello"), ("de", "Hallo"), ("ja", "こんにちは")]), file: "Localizable.xcstrings"),
        ]
    )

    static func diagnostic(key: String, languages: [String], file: String, line: Int) -> Diagnostic {
        diagnostic(
            "'\(key)' has no translation for \(languages.joined(separator: ", ")); translate it, or set \"shouldTranslate\" : false",
            file: file, line: line
        )
    }
}
