import DevToolsCore

/// A plural form its language never selects (`one` in Japanese).
enum PluralCategoryUnusedRule: LocalizationRule {
    static let detection = StringsRuleDetection.stringsdict
    static let description = RuleDescription(
        id: "plural-category-unused",
        summary: "A plural has a category its language never uses (CLDR); `zero` is always allowed.",
        rationale:
            "Foundation never picks the form, so its text is dead; it is often a sign the plural was copied from English and not adapted. For an integer (`NSStringFormatValueTypeKey` `d`, `ld`, …) a form only decimals select is as dead: Czech, Slovak and Lithuanian `many`. `other` is never reported. `zero` is allowed everywhere because Foundation uses it for 0 when present, and a category an older CLDR still shipped by supported iOS versions uses (Hebrew `many`, dropped in CLDR 42) is never called unused.",
        defaultSeverity: .note,
        triggeringExamples: [
            RuleExample(ExampleStringsdict.plural(forms: [("one", "%d 個"), ("other", "%d 個")]), file: "ja.lproj/Localizable.stringsdict")
                .marking(line: 8),
            // Czech `many` is for decimals: an integer never selects it.
            RuleExample(
                ExampleStringsdict.plural(forms: [
                    ("one", "%d soubor"), ("few", "%d soubory"), ("many", "%d souboru"), ("other", "%d souborů"),
                ]),
                file: "cs.lproj/Localizable.stringsdict"
            ).marking(line: 8),
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleStringsdict.plural(forms: [("zero", "ファイルなし"), ("other", "%d 個")]), file: "ja.lproj/Localizable.stringsdict"),
            RuleExample(
                ExampleStringsdict.plural(forms: [("one", "קובץ"), ("two", "שני קבצים"), ("many", "%d קבצים"), ("other", "%d קבצים")]),
                file: "he.lproj/Localizable.stringsdict"),
            // The same forms for a decimal: 1,5 souboru.
            RuleExample(
                ExampleStringsdict.plural(
                    forms: [("one", "%.1f soubor"), ("few", "%.1f soubory"), ("many", "%.1f souboru"), ("other", "%.1f souborů")],
                    valueType: "f"),
                file: "cs.lproj/Localizable.stringsdict"),
            // Polish `other` is for fractions, but an integer's plural that gives it is fine.
            RuleExample(
                ExampleStringsdict.plural(forms: [("one", "%d plik"), ("few", "%d pliki"), ("many", "%d plików"), ("other", "%d pliku")]),
                file: "pl.lproj/Localizable.stringsdict"),
        ]
    )

    /// The finding for a plural with `categories` in a language that uses `required`: the categories it
    /// never uses (`zero` is always allowed, and so is a category older CLDR versions still select).
    static func finding(
        categories: Set<String>, required: [String]?, locale: String?, subject: String, file: String, line: Int, column: Int = 1,
        integer: Bool = false
    )
        -> Diagnostic?
    {
        guard let required else { return nil }
        let stillUsed = PluralCategoryHistory.dropped(for: locale)
        // `other` is never dead text: it is what Foundation falls back to (an integer in pl never selects
        // it, but a plural that gives it is as complete).
        let unused = PluralCategories.ordered(categories.subtracting(required).subtracting(["zero", "other"]).subtracting(stillUsed))
        guard !unused.isEmpty else { return nil }
        return diagnostic(unused: unused, required: required, subject: subject, file: file, line: line, column: column, integer: integer)
    }

    static func diagnostic(
        unused: [String], required: [String], subject: String, file: String, line: Int, column: Int = 1, integer: Bool = false
    ) -> Diagnostic {
        let never = integer ? "which no integer selects in this language (integers use" : "which this language never uses (it uses"
        return diagnostic(
            "the \(subject) has the \(unused.joined(separator: ", ")) form\(unused.count == 1 ? "" : "s"), \(never) \(required.joined(separator: ", "))); remove \(unused.count == 1 ? "it" : "them")",
            file: file, line: line, column: column
        )
    }
}
