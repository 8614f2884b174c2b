import DevToolsCore

/// A String Catalog entry without a localization for a language the catalog has.
enum MissingTranslationRule: LocalizationRule {
    static let detection = StringsRuleDetection.stringCatalog
    static let description = RuleDescription(
        id: "missing-translation",
        summary: "A String Catalog entry has no translation for some of the catalog's languages.",
        rationale:
            "Users of those languages see the source-language text. Translate the entry, or mark it \"shouldTranslate\" : false when it must not be translated. The counts match Xcode's catalog editor: a unit in state `new` (copied from the source, not translated) counts as missing, and one in state `needs_review` is a note.",
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample(ExampleCatalog.catalog(values: [("en", "Hello"), ("de", "Hallo")]), file: "Localizable.xcstrings").marking(
                line: 4, column: 5)
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleCatalog.catalog(values: [("en", "Hello"), ("de", "Hallo"), ("ja", "こんにちは")]), file: "Localizable.xcstrings"),
            // Nothing to translate: a value that is only a format specifier shows the same in every language.
            RuleExample(ExampleCatalog.catalog(values: [("en", "%@ – %lld")]), file: "Localizable.xcstrings"),
        ]
    )

    /// Units Xcode's catalog editor does not count as translated: `new` (a value copied from the source,
    /// not translated) is a warning, `needs_review` (the source changed since) a note.
    /// The findings for one catalog entry: the catalog's languages it has no localization for (a
    /// regional variant falls back to its language or the source language), and its units still in
    /// state `new` or `needs_review`. An entry not to be translated, or stale, has none.
    static func findings(
        key: String, entry: [String: Any], units: [String: XCStringsUnit], source: String, languages: Set<String>, file: String, line: Int,
        column: Int = 1
    ) -> [Diagnostic] {
        let shouldTranslate = entry["shouldTranslate"] as? Bool ?? true
        let stale = (entry["extractionState"] as? String) == "stale"
        guard shouldTranslate, !stale else { return [] }
        // Nothing to translate (`""`, `"%@"`): every language shows the same.
        let sourceTexts = units[source].map(\.allValues) ?? [key]
        if sourceTexts.allSatisfy(WordlessText.isWordless) { return [] }
        let localized = Set(units.keys).union((entry["localizations"] as? [String: Any] ?? [:]).keys)
        let present = Array(localized) + [source]
        let missing = languages.subtracting(localized).sorted().filter { LocaleFallback.parent(of: $0, among: present) == nil }
        var findings: [Diagnostic] = []
        if !missing.isEmpty { findings.append(diagnostic(key: key, languages: missing, file: file, line: line, column: column)) }
        let translations = units.filter { $0.key != source }
        for state in ["new", "needs_review"] {
            let marked = translations.filter { $0.value.states.contains(state) }.keys.sorted()
            if !marked.isEmpty {
                findings.append(diagnostic(key: key, languages: marked, state: state, file: file, line: line, column: column))
            }
        }
        return findings
    }

    static func diagnostic(key: String, languages: [String], state: String, file: String, line: Int, column: Int = 1) -> Diagnostic {
        let list = languages.joined(separator: ", ")
        if state == "new" {
            return diagnostic(
                "'\(key)' is not translated for \(list): its value is in state \"new\" (copied from the source, not translated); translate it and mark it translated",
                file: file, line: line, column: column
            )
        }
        return diagnostic(
            "'\(key)' needs review for \(list) (state \"\(state)\": the source changed since it was translated); review the translation",
            file: file, line: line, column: column, severity: .note
        )
    }

    static func diagnostic(key: String, languages: [String], file: String, line: Int, column: Int = 1) -> Diagnostic {
        diagnostic(
            "'\(key)' has no translation for \(languages.joined(separator: ", ")); translate it, or set \"shouldTranslate\" : false",
            file: file, line: line, column: column
        )
    }
}
