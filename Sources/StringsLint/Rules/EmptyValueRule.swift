import DevToolsCore

/// `"key" = "";`
///
/// Found over one parsed table (`findings(in:file:)`), except in the `.lproj` files of a cross-locale
/// run: a translation of a compared table has `TranslationComparison` hand this rule each entry with
/// the development language's facts for its key (`finding(translated:…)`), as it reads the translation.
enum EmptyValueRule: StringsTableRule {
    static let detection = StringsRuleDetection.table
    static let id = "empty-value"

    static let description = RuleDescription(
        id: id,
        summary: "An entry whose value is the empty string.",
        rationale: """
            An empty translation shows as blank text in the app, which is usually an untranslated string \
            exported empty. Translate it, or remove the entry so the development language is used. In a \
            localization, only translations are judged, and only where the development-language value is \
            not empty itself (an empty English suffix is on purpose).
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
                    "de.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = ↓\"\";\n",
                ], primaryFile: "de.lproj/Localizable.strings"),
            RuleExample("\"a\" = \"A\";\n\"b\" = ↓\"\";\n", file: "Strings/Localizable.strings"),
        ],
        nonTriggeringExamples: [
            StringsExample.file("\"b\" = \" \";\n\"c\";\n"),
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"suffix\" = \"\";\n",
                    "de.lproj/Localizable.strings": "\"suffix\" = \"\";\n",
                    "fi.lproj/Localizable.strings": "\"suffix\" = \"-ssa\";\n",
                ], primaryFile: "de.lproj/Localizable.strings"),
        ]
    )

    static func message(key: String) -> String {
        "the value of \"\(key)\" is empty, so the app shows blank text; translate it or remove the entry"
    }

    static func findings(in table: StringsTable, file: String) -> [Diagnostic] {
        let entries = table.entries
        return entries.indices.filter { entries[$0].hasEmptyValue && !entries[$0].hasEmptyKey }.map { index in
            diagnostic(key: entries[index].key, location: entries[index].valueLocation(in: file))
        }
    }

    /// Whether an empty translation of a key is on purpose, decided once per key as the
    /// development-language table is built (`ReferenceTable.Facts.emptyIsOnPurpose`): its development
    /// value is empty too (an empty English suffix) or not a string. A plural key's never is.
    static func emptyIsOnPurpose(isPlural: Bool, developmentValue value: StringsValueStorage) -> Bool {
        !isPlural && (!value.isString || value.isEmptyString)
    }

    /// The finding for a translation's entry in the file at `path`: none unless its value is empty,
    /// nor when the development language's value for the key (the one at `keyIndex` of `reference`; nil
    /// when only the translation has the key) is empty too or not a string: then empty is on purpose.
    static func finding(translated entry: StringsEntry, path: String, keyIndex: Int?, reference: ReferenceTable) -> Diagnostic? {
        guard entry.hasEmptyValue else { return nil }
        let key = entry.key
        guard !key.isEmpty, keyIndex.map({ reference.facts[$0].emptyIsOnPurpose }) != true else { return nil }
        return diagnostic(key: key, location: entry.valueLocation(in: path))
    }

    static func diagnostic(key: String, location: SourceLocation) -> Diagnostic {
        description.diagnostic(at: location, message(key: key))
    }
}
