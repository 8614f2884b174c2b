import DevToolsCore

/// A translated value identical to the development-language value (opt-in).
///
/// Found by comparing a translation with its development-language table: `TranslationComparison` hands
/// this rule each `.strings` value of a key both have, when the rule is on.
enum UntranslatedRule: LocalizationRule {
    static let detection = StringsRuleDetection.crossLocale
    static let description = RuleDescription(
        id: "untranslated",
        summary: "A translation's value is the same as the development-language value.",
        rationale:
            "A value copied from the development language usually means nobody translated it. Many short values (\"OK\", brand names) are legitimately the same, so this rule is off by default; turn it on when preparing a release.",
        defaultSeverity: .warning,
        isOptIn: true,
        triggeringExamples: [
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"save\" = \"Save\";\n",
                    "de.lproj/Localizable.strings": "\"save\" = ↓\"Save\";\n",
                ], primaryFile: "de.lproj/Localizable.strings")
        ],
        nonTriggeringExamples: [
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"save\" = \"Save\";\n",
                    "de.lproj/Localizable.strings": "\"save\" = \"Sichern\";\n",
                ], primaryFile: "de.lproj/Localizable.strings")
        ]
    )

    /// The finding for a translation's `.strings` value `entry` (in the file at `path`) of the key at
    /// `keyIndex` of `reference`: nil unless it is the development language's text, and not empty.
    static func finding(translated entry: StringsEntry, path: String, keyIndex: Int, reference: ReferenceTable, baseLocale: String)
        -> Diagnostic?
    {
        guard let baseValue = reference.value(at: keyIndex), let value = entry.value, value == baseValue, !value.isEmpty else { return nil }
        return diagnostic(
            key: reference.keys[keyIndex], value: value, baseLocale: baseLocale, place: KeyPlace(location: entry.valueLocation(in: path)))
    }

    static func diagnostic(key: String, value: String, baseLocale: String, place: KeyPlace) -> Diagnostic {
        diagnostic(
            "'\(key)' is \"\(value)\", the same as in \(baseLocale); translate it, or suppress this finding if it is meant to stay",
            file: place.location.file, line: place.location.line, column: place.location.column
        )
    }
}
