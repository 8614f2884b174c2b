import DevToolsCore

/// A backslash before a character that is not an escape: Apple drops the backslash.
///
/// Found while the file is read, in its single pass: `StringsScanner+Escapes` as it steps over a
/// value's escapes, reported by `reportUnknownEscape` (`StringsScanner+EscapeFindings`). This type holds
/// the description and the messages.
enum UnknownEscapeRule: StringsRule {
    static let detection = StringsRuleDetection.reading
    static let id = "unknown-escape"

    static let description = RuleDescription(
        id: id,
        summary: "A backslash sequence that .strings files do not know, such as \\u or \\@.",
        rationale: """
            Apple's parser drops the backslash of an unknown escape and keeps the character: a lowercase \
            \\u203A becomes the literal text "u203A" on screen. Only \\n \\t \\r \\" \\\\ \\' \\a \\b \\f \\v, \
            octal \\123 and \\U followed by four hex digits are escapes.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            StringsExample.file("\"a\" = \"Settings ↓\\u203A General\";\n"),
            StringsExample.file("\"a\" = \"A\";\n\"b\" = \"↓\\@user ↓\\% ↓\\d\";\n"),
        ],
        nonTriggeringExamples: [
            StringsExample.file("\"a\" = \"\\\"quoted\\\" \\\\ \\n \\t \\r \\U00E9 \\101\";\n"),
            StringsExample.file("'a' = 'it\\'s';\n"),
        ],
        fix: LowercaseUnicodeEscapeFix.summary
    )

    static func message(sequence: String, character: String) -> String {
        "unknown escape '\(sequence)': Apple drops the backslash and keeps '\(character)'; "
            + "remove the backslash, or write '\\\\' for a literal backslash"
    }

    static func lowercaseUnicodeMessage(digits: String) -> String {
        "'\\u' is not an escape in .strings files: Apple drops the backslash and shows the text "
            + "\"u\(digits)\"; write '\\U' (uppercase) followed by four hex digits"
    }
}
