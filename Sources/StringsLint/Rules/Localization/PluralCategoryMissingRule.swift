import DevToolsCore

/// A plural variable without a form its language needs (`few` in Russian).
enum PluralCategoryMissingRule: LocalizationRule {
    static let detection = StringsRuleDetection.stringsdict
    static let description = RuleDescription(
        id: "plural-category-missing",
        summary: "A plural lacks a category its language uses (CLDR), such as `few` in ru, pl, cs or uk.",
        rationale:
            "Without the form, numbers of that category use `other`: Russian users read \"3 файлов\" instead of \"3 файла\". The categories come from Unicode CLDR (see Resources/Data). The `many` that CLDR asks of ca, es, fr, it and pt only selects exact millions and compact numbers, so its absence is a note. What a form is needed for depends on the number's type (`NSStringFormatValueTypeKey`, a substitution's `formatSpecifier`): an integer (`d`, `ld`, `lu`, …) never selects `many` in cs, sk and lt (it is for decimals there), nor `other` in pl, ru, uk and be (it is for fractions), so one, few and many make an integer's plural complete there; a floating type (`f`, `.1f`, `g`) needs every category. Which categories an integer selects is worked out from CLDR's cardinal rules (Resources/Data/cldr-plural-rules.json) by scripts/generate-plural-categories.",
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample(
                ExampleStringsdict.plural(forms: [("one", "%d файл"), ("other", "%d файлов")]), file: "ru.lproj/Localizable.stringsdict"
            ).marking(line: 8),
            // A decimal can select Czech `many` (1,5 souboru).
            RuleExample(
                ExampleStringsdict.plural(
                    forms: [("one", "%.1f soubor"), ("few", "%.1f soubory"), ("other", "%.1f souborů")], valueType: "f"),
                file: "cs.lproj/Localizable.stringsdict"
            ).marking(line: 8),
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleStringsdict.plural(forms: [("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")]),
                file: "ru.lproj/Localizable.stringsdict"),
            RuleExample(ExampleStringsdict.plural(forms: [("other", "%d 個のファイル")]), file: "ja.lproj/Localizable.stringsdict"),
            // An integer never selects Czech `many` (it is for decimals).
            RuleExample(
                ExampleStringsdict.plural(forms: [("one", "%d soubor"), ("few", "%d soubory"), ("other", "%d souborů")]),
                file: "cs.lproj/Localizable.stringsdict"),
            // Nor Polish `other` (it is for fractions): one, few and many are every form an integer needs.
            RuleExample(
                ExampleStringsdict.plural(forms: [("one", "%d plik"), ("few", "%d pliki"), ("many", "%d plików")]),
                file: "pl.lproj/Localizable.stringsdict"),
        ]
    )

    /// The finding for a plural with `categories` in a language that uses `required` (nil: unknown
    /// language, nothing to say): the categories it lacks, as a note when only exact millions and compact
    /// numbers would use them, or when only an `other` form is given on purpose.
    static func finding(
        categories: Set<String>, required: [String]?, locale: String?, subject: String, file: String, line: Int, column: Int = 1,
        integer: Bool = false
    )
        -> Diagnostic?
    {
        guard let required else { return nil }
        let missing = PluralCategories.ordered(Set(required).subtracting(categories))
        // Without `other` the structure rule speaks, unless this number never selects it (an integer in pl).
        guard !missing.isEmpty, categories.contains("other") || !required.contains("other") else { return nil }
        var finding = diagnostic(
            missing: missing, required: required, subject: subject, file: file, line: line, column: column, integer: integer)
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

    static func diagnostic(
        missing: [String], required: [String], subject: String, file: String, line: Int, column: Int = 1, integer: Bool = false
    ) -> Diagnostic {
        let uses = integer ? "an integer selects" : "it uses"
        return diagnostic(
            "the \(subject) lacks the \(missing.joined(separator: ", ")) form\(missing.count == 1 ? "" : "s") this language needs (\(uses) \(required.joined(separator: ", "))); add \(missing.count == 1 ? "it" : "them")",
            file: file, line: line, column: column
        )
    }
}
