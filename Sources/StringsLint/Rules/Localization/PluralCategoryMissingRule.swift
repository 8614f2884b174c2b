import DevToolsCore

/// A plural variable without a form its language needs (`few` in Russian).
enum PluralCategoryMissingRule: LocalizationRule {
    static let detection = StringsRuleDetection.stringsdict
    static let description = RuleDescription(
        id: "plural-category-missing",
        summary: "A plural lacks a category its language uses (CLDR), such as `few` in ru, pl, cs or uk.",
        rationale:
            "Without the form, numbers of that category use `other`: Russian users read \"3 файлов\" instead of \"3 файла\". The categories come from Unicode CLDR (see Resources/Data). The `many` that CLDR asks of ca, es, fr, it and pt only selects exact millions and compact numbers, so its absence is a note.",
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample(
                ExampleStringsdict.plural(forms: [("one", "%d файл"), ("other", "%d файлов")]), file: "ru.lproj/Localizable.stringsdict"
            ).marking(line: 8)
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleStringsdict.plural(forms: [("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")]),
                file: "ru.lproj/Localizable.stringsdict"),
            RuleExample(ExampleStringsdict.plural(forms: [("other", "%d 個のファイル")]), file: "ja.lproj/Localizable.stringsdict"),
        ]
    )

    /// The finding for a plural with `categories` in a language that uses `required` (nil: unknown
    /// language, nothing to say): the categories it lacks, as a note when only exact millions and compact
    /// numbers would use them, or when only an `other` form is given on purpose.
    static func finding(
        categories: Set<String>, required: [String]?, locale: String?, subject: String, file: String, line: Int, column: Int = 1
    )
        -> Diagnostic?
    {
        guard let required else { return nil }
        let missing = PluralCategories.ordered(Set(required).subtracting(categories))
        guard !missing.isEmpty, categories.contains("other") else { return nil }
        var finding = diagnostic(missing: missing, required: required, subject: subject, file: file, line: line, column: column)
        if Set(missing).isSubset(of: PluralCategoryHistory.rarelySelected(for: locale)) {
            finding.severity = .note
            finding.message += " (only exact millions and compact numbers use it; without it they use 'other')"
        } else if categories.subtracting(["zero"]) == ["other"] {
            // One form given on purpose: the translator says every number reads the same.
            finding.severity = .note
            finding.message += " (only an 'other' form is given: fine when every number reads the same in this language)"
        }
        return finding
    }

    static func diagnostic(missing: [String], required: [String], subject: String, file: String, line: Int, column: Int = 1) -> Diagnostic {
        diagnostic(
            "the \(subject) lacks the \(missing.joined(separator: ", ")) form\(missing.count == 1 ? "" : "s") this language needs (it uses \(required.joined(separator: ", "))); add \(missing.count == 1 ? "it" : "them")",
            file: file, line: line, column: column
        )
    }
}
