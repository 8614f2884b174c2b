import DevToolsCore

/// `"" = "…";`
enum EmptyKeyRule: StringsTableRule {
    static let detection = StringsRuleDetection.table
    static let id = "empty-key"

    static let description = RuleDescription(
        id: id,
        summary: "An entry whose key is the empty string.",
        rationale: "No code can look up an empty key on purpose; it is a leftover or a broken export. Give it a key or remove it.",
        defaultSeverity: .error,
        triggeringExamples: [StringsExample.file("\"a\" = \"A\";\n↓\"\" = \"B\";\n")],
        nonTriggeringExamples: [StringsExample.file("\" \" = \"space\";\n")]
    )

    static let message = "the key is empty, so no lookup can find this entry; give it a key or remove it"

    static func findings(in table: StringsTable, file: String) -> [Diagnostic] {
        let entries = table.entries
        return entries.indices.filter { entries[$0].hasEmptyKey && !entries[$0].hasEmptyValue }.map { index in
            description.diagnostic(at: entries[index].keyLocation(in: file), message)
        }
    }
}
