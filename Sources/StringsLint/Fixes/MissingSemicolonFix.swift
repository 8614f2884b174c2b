import DevToolsCore

/// `"key" = "value"` followed by a line break and the next entry: adds the `;` after the value's
/// closing quote, where the finding points.
enum MissingSemicolonFix: StringsFix {
    static let ruleIDs = [SyntaxErrorRule.id]
    static let summary = "adds a missing ';' after a quoted value at the end of its entry"
    static let examples: [FixExample] = [
        .fixes("\"a\" = \"A\"\n\"b\" = \"B\";\n", to: "\"a\" = \"A\";\n\"b\" = \"B\";\n"),
        .fixes("\"a\" = \"A\" // note\r\n\"b\" = \"B\";\r\n", to: "\"a\" = \"A\"; // note\r\n\"b\" = \"B\";\r\n"),
        // A bare-word value: where its entry ends is not certain.
        .leaves("\"a\" = A\n\"b\" = \"B\";\n"),
    ]

    static func fix(_ finding: Diagnostic, in text: FixText, context: FixContext) -> FixOutcome? {
        guard finding.message == SyntaxErrorRule.missingSemicolonMessage, let at = finding.offset(in: text), at > 0,
            text.bytes[at - 1] == UInt8(ascii: "\"") || text.bytes[at - 1] == UInt8(ascii: "'")
        else { return nil }
        return FixOutcome(edits: [TextEdit(at..<at, ";")], description: "added ';'")
    }
}
