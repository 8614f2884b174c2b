import DevToolsCore

/// `"key" = "";`
enum EmptyValueRule: StringsTableRule {
    static let id = "empty-value"

    static let description = RuleDescription(
        id: id,
        summary: "An entry whose value is the empty string.",
        rationale: """
            An empty translation shows as blank text in the app, which is usually an untranslated string \
            exported empty. Translate it, or remove the entry so the development language is used.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [StringsExample.file("\"a\" = \"A\";\n\"b\" = \"\";\n", count: 1, line: 2)],
        nonTriggeringExamples: [StringsExample.file("\"b\" = \" \";\n\"c\";\n")]
    )

    static func message(key: String) -> String {
        "the value of \"\(key)\" is empty, so the app shows blank text; translate it or remove the entry"
    }

    static func findings(in table: StringsTable, file: String) -> [Diagnostic] {
        let entries = table.entries
        return entries.indices.filter { entries[$0].hasEmptyValue && !entries[$0].key.isEmpty }.map { index in
            Diagnostic(ruleID: id, severity: .warning, location: entries[index].valueLocation(in: file), message: message(key: entries[index].key))
        }
    }
}
