import DevToolsCore

/// A key the development language has and a translation lacks, or the other way round.
enum MissingKeyRule: LocalizationRule {
    static let detection = StringsRuleDetection.crossLocale
    static let description = RuleDescription(
        id: "missing-key",
        summary: "A key is in the development language but not in a translation of the same table, or only in the translation.",
        rationale:
            "A key missing in a locale shows the development-language text (or the raw key) to those users: add the translation. A regional locale (`en-GB`, `pt-BR`) falls back to its language, so keys it lacks are not reported, and locales the Xcode project does not list in knownRegions are left alone. A key only in a translation is a note: apps that keep their English in code look it up in the user's table, otherwise it is misspelled.",
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n\"farewell\" = \"Bye\";\n",
                    "de.lproj/Localizable.strings": "↓\"greeting\" = \"Hallo\";\n",
                ], primaryFile: "de.lproj/Localizable.strings"),
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n",
                    "de.lproj/Localizable.strings": "\"greeting\" = \"Hallo\";\n↓\"greting\" = \"Hallo\";\n",
                ], primaryFile: "de.lproj/Localizable.strings"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n",
                    "de.lproj/Localizable.strings": "\"greeting\" = \"Hallo\";\n",
                    "qqq.lproj/Localizable.strings": "\"other\" = \"A note for translators\";\n",
                ], primaryFile: "de.lproj/Localizable.strings")
        ]
    )

    static func missingInTranslation(key: String, locale: String, file: String, base: KeyPlace) -> Diagnostic {
        diagnostic(
            "'\(key)' has no \(locale) translation in this table; add it, or users of \(locale) see the development-language text",
            file: file, line: 1,
            notes: [RelatedNote(message: "defined in the development language here", location: base.location)]
        )
    }

    /// A key only a translation has. Apps that keep their English in code
    /// (`NSLocalizedString(key, value: "English", …)`) look such keys up in the user's own table, so
    /// this is only a note, never advice to remove the translation.
    static func onlyInTranslation(keys: [String], baseLocale: String, place: KeyPlace) -> Diagnostic {
        let shown = keys.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
        let subject = keys.count == 1 ? "\(shown) is" : "\(keys.count) keys (\(shown)\(keys.count > 3 ? ", …" : "")) are"
        return diagnostic(
            "\(subject) not in the \(baseLocale) table; fine when the code gives its \(baseLocale) text (NSLocalizedString's value:), else check the keys' spelling",
            file: place.location.file, line: place.location.line, column: place.location.column, severity: .note
        )
    }
}
