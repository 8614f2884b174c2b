import DevToolsCore

/// `\u00E9`, which Apple shows as the text "u00E9": writes the escape Apple reads, `\U00E9`.
enum LowercaseUnicodeEscapeFix: StringsFix {
    static let ruleIDs = [UnknownEscapeRule.id]
    static let summary = "writes a lowercase \\u escape followed by four hex digits as \\U"
    static let examples: [FixExample] = [
        .fixes("\"a\" = \"caf\\u00e9\";\n", to: "\"a\" = \"caf\\U00e9\";\n"),
        // Not four hex digits: not meant as an escape of a character.
        .leaves("\"a\" = \"\\user\";\n"),
    ]

    static func fix(_ finding: Diagnostic, in text: FixText, context: FixContext) -> FixOutcome? {
        guard let at = finding.offset(in: text), text.hasPrefix("\\u", at: at), at + 6 <= text.bytes.count,
            text.bytes[(at + 2)..<(at + 6)].allSatisfy(ByteClass.isHexDigit)
        else { return nil }
        return FixOutcome(edits: [TextEdit((at + 1)..<(at + 2), "U")], description: "wrote '\\u' as '\\U'")
    }
}
