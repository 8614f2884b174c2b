import DevToolsCore

/// A `.stringsdict` whose plist does not have the shape Foundation's plural lookup needs.
///
/// Found while the file is read and interpreted: `StringsdictInterpreter`, as it walks the plist. This
/// type holds the description.
enum StringsdictStructureRule: LocalizationRule {
    static let detection = StringsRuleDetection.stringsdict
    static let description = RuleDescription(
        id: "stringsdict-structure",
        summary:
            "A `.stringsdict` entry lacks NSStringLocalizedFormatKey, a variable it uses, a rule type, a value type or an `other` form, or names an unknown plural category.",
        rationale:
            "Foundation silently falls back to the key or the format string when a `.stringsdict` entry is malformed, so users see \"%#@count@\" instead of \"3 files\". Each entry must be a dict with NSStringLocalizedFormatKey; each %#@name@ variable a dict with NSStringFormatSpecTypeKey = NSStringPluralRuleType, NSStringFormatValueTypeKey and at least the `other` form, except where the number's type never selects `other`: in Polish, Russian, Ukrainian and Belarusian an integer (`d`, `ld`, `lu`, …) is always `one`, `few` or `many` (CLDR's cardinal rules give `other` to fractions only), so Foundation never reaches for `other` and those three forms are complete; a floating type (`f`, `.1f`) still needs it. A form under a key that is no plural category (`three`, `several`) is only a warning, since Foundation passes over it: its text is never shown and the form meant is missing.",
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExample(ExampleStringsdict.plural(forms: [("one", "%d file")]), file: "en.lproj/Localizable.stringsdict").marking(line: 8),
            RuleExample(
                ExampleStringsdict.plural(format: "%#@count@ in %#@folders@", forms: [("one", "%d file"), ("other", "%d files")]),
                file: "en.lproj/Localizable.stringsdict"
            ).marking(line: 6),
            RuleExample(
                ExampleStringsdict.plural(forms: [("several", "%d files"), ("other", "%d files")]), file: "en.lproj/Localizable.stringsdict"
            ).marking(line: 14),
            // A fraction in Polish selects `other`.
            RuleExample(
                ExampleStringsdict.plural(forms: [("one", "%.1f plik"), ("few", "%.1f pliki"), ("many", "%.1f plików")], valueType: "f"),
                file: "pl.lproj/Localizable.stringsdict"
            ).marking(line: 8),
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleStringsdict.plural(forms: [("one", "%d file"), ("other", "%d files")]), file: "en.lproj/Localizable.stringsdict"),
            // An integer in Polish never selects `other`.
            RuleExample(
                ExampleStringsdict.plural(forms: [("one", "%d plik"), ("few", "%d pliki"), ("many", "%d plików")], valueType: "ld"),
                file: "pl.lproj/Localizable.stringsdict"),
        ]
    )
}
