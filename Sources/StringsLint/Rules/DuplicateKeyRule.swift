import DevToolsCore

/// The same key twice in one table.
enum DuplicateKeyRule: StringsTableRule {
    static let detection = StringsRuleDetection.table
    static let id = "duplicate-key"

    static let description = RuleDescription(
        id: id,
        summary: "A key defined more than once in the same table.",
        rationale: """
            Apple's parser keeps only the last definition of a key without any warning, so an edit to the \
            first one never shows. Keep one definition. Keys are compared exactly, as Apple compares them.
            """,
        defaultSeverity: .error,  // a warning when both definitions have the same value
        triggeringExamples: [
            StringsExample.file("\"a\" = \"A\";\n\"b\" = \"B\";\n↓\"a\" = \"A2\";\n"),
            StringsExample.file("\"a\" = \"1\";\n↓\"a\" = \"2\";\n↓\"a\" = \"3\";\n"),
        ],
        nonTriggeringExamples: [
            StringsExample.file("\"a\" = \"A\";\n\"A\" = \"A\";\n"),
            // Precomposed and decomposed "é" are different keys to Apple.
            StringsExample.file("\"caf\u{E9}\" = \"1\";\n\"cafe\u{301}\" = \"2\";\n"),
        ],
        fix: ExactDuplicateFix.summary
    )

    static func message(key: String) -> String {
        "duplicate key \"\(key)\": Apple silently keeps only the last definition; remove one of them"
    }

    static func identicalMessage(key: String) -> String {
        "duplicate key \"\(key)\" with the same value: harmless today, but an edit to one copy is silently lost; remove one of them"
    }

    static let firstDefinitionNote = "first defined here"

    static func findings(in table: StringsTable, file: String) -> [Diagnostic] {
        let entries = table.entries
        return RepeatedKeys.find(in: entries).map { repeated in
            let (entry, first) = (entries[repeated.position], entries[repeated.first])
            let note = RelatedNote(message: firstDefinitionNote, location: first.keyLocation(in: file))
            // The same value twice changes nothing at run time: a warning, the clean-up kind.
            let identical = entry.valueKind == .string && first.valueKind == .string && entry.value == first.value
            return description.diagnostic(
                at: entry.keyLocation(in: file), identical ? identicalMessage(key: entry.key) : message(key: entry.key),
                severity: identical ? .warning : nil, notes: [note]
            )
        }
    }
}
