import DevToolsCore

/// A String Catalog entry without a localization for a language the catalog has.
enum MissingTranslationRule: LocalizationRule {
    static let detection = StringsRuleDetection.stringCatalog
    static let description = RuleDescription(
        id: "missing-translation",
        summary: "A String Catalog entry has no translation for some of the catalog's languages.",
        rationale: "Users of those languages see the source-language text. Translate the entry, or mark it \"shouldTranslate\" : false when it must not be translated. The counts match Xcode's catalog editor: a unit in state `new` (copied from the source, not translated) counts as missing, and one in state `needs_review` is a note.",
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample(ExampleCatalog.catalog(values: [("en", "Hello"), ("de", "Hallo")]), file: "Localizable.xcstrings").marking(line: 4),
        ],
        nonTriggeringExamples: [
            RuleExample(ExampleCatalog.catalog(values: [("en", "Hello"), ("de", "Hallo"), ("ja", "こんにちは")]), file: "Localizable.xcstrings"),
        ]
    )

    /// Units Xcode's catalog editor does not count as translated: `new` (a value copied from the source,
    /// not translated) is a warning, `needs_review` (the source changed since) a note.
    static func diagnostic(key: String, languages: [String], state: String, file: String, line: Int) -> Diagnostic {
        let list = languages.joined(separator: ", ")
        if state == "new" {
            return diagnostic(
                "'\(key)' is not translated for \(list): its value is in state \"new\" (copied from the source, not translated); translate it and mark it translated",
                file: file, line: line
            )
        }
        return diagnostic(
            "'\(key)' needs review for \(list) (state \"\(state)\": the source changed since it was translated); review the translation",
            file: file, line: line, severity: .note
        )
    }

    static func diagnostic(key: String, languages: [String], file: String, line: Int) -> Diagnostic {
        diagnostic(
            "'\(key)' has no translation for \(languages.joined(separator: ", ")); translate it, or set \"shouldTranslate\" : false",
            file: file, line: line
        )
    }
}
