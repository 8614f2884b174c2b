import DevToolsCore

/// A key the development language has and a translation lacks, or the other way round.
enum MissingKeyRule: LocalizationRule {
    static let description = RuleDescription(
        id: "missing-key",
        summary: "A key is in the development language but not in a translation of the same table, or only in the translation.",
        rationale: "A key missing in a locale shows the development-language text (or the raw key) to those users; a key only in a translation is dead or misspelled and never shown. Add the translation, or remove the stray key.",
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample(files: [
                "en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n\"farewell\" = \"Bye\";\n",
                "de.lproj/Localizable.strings": "\"greeting\" = \"Hallo\";\n",
            ], primaryFile: "de.lproj/Localizable.strings", expectedCount: 1),
            RuleExample(files: [
                "en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n",
                "de.lproj/Localizable.strings": "\"greeting\" = \"Hallo\";\n\"greting\" = \"Hallo\";\n",
            ], primaryFile: "de.lproj/Localizable.strings", expectedCount: 1),
        ],
        nonTriggeringExamples: [
            RuleExample(files: [
                "en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n",
                "de.lproj/Localizable.strings": "\"greeting\" = \"Hallo\";\n",
                "qqq.lproj/Localizable.strings": "\"other\" = \"A note for translators\";\n",
            ], primaryFile: "de.lproj/Localizable.strings"),
        ]
    )

    static func missingInTranslation(key: String, locale: String, file: String, base: KeyPlace) -> Diagnostic {
        diagnostic(
            "'\(key)' has no \(locale) translation in this table; add it, or users of \(locale) see the development-language text",
            file: file, line: 1,
            notes: [RelatedNote(message: "defined in the development language here", location: base.location)]
        )
    }

    static func onlyInTranslation(key: String, baseLocale: String, place: KeyPlace) -> Diagnostic {
        diagnostic(
            "'\(key)' is not in the \(baseLocale) table, so it is never looked up; remove it or fix the key's spelling",
            file: place.location.file, line: place.location.line, column: place.location.column
        )
    }
}
