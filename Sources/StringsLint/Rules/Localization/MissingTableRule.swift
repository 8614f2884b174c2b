import DevToolsCore

/// A locale that has other tables of the folder but not this one.
enum MissingTableRule: LocalizationRule {
    static let description = RuleDescription(
        id: "missing-table",
        summary: "A locale lacks a whole table that the development language has.",
        rationale: "When a `.lproj` folder has no `Settings.strings`, every key of that table shows in the development language for that locale. Add the file (an empty one if the table is meant to fall back).",
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample(files: [
                "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
                "en.lproj/Settings.strings": "\"b\" = \"B\";\n",
                "de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            ], primaryFile: "en.lproj/Settings.strings", expectedCount: 1, expectedLine: 1),
        ],
        nonTriggeringExamples: [
            RuleExample(files: [
                "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
                "de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
                "de.lproj/Extra.strings": "\"b\" = \"B\";\n",
            ], primaryFile: "de.lproj/Extra.strings"),
        ]
    )

    static func diagnostic(table: String, locales: [String], baseFile: String) -> Diagnostic {
        let list = locales.joined(separator: ", ")
        return diagnostic(
            "the table '\(table)' has no translation for \(list): add \(locales.map { "\($0).lproj/\(table)" }.joined(separator: ", ")), or its keys show untranslated",
            file: baseFile, line: 1
        )
    }
}
