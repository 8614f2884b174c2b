import DevToolsCore

/// `\U` not followed by four hex digits, or half of a surrogate pair.
///
/// Found while the file is read, in its single pass: `StringsScanner+Escapes` as it decodes a value's
/// escapes, reported by `reportShortUnicodeEscape` and `reportLoneSurrogate`
/// (`StringsScanner+EscapeFindings`). This type holds the description and the messages.
enum InvalidUnicodeEscapeRule: StringsRule {
    static let detection = StringsRuleDetection.reading
    static let id = "invalid-unicode-escape"

    static let description = RuleDescription(
        id: id,
        summary: "A \\U escape without four hex digits, or a lone UTF-16 surrogate.",
        rationale: """
            Apple reads \\U and up to four hex digits: with none it inserts U+0000 (an invisible NUL that \
            cuts the text short in many APIs), with fewer it reads a different character than meant, and a \
            lone surrogate is not a character at all. Write \\U and exactly four hex digits, and characters \
            beyond U+FFFF as a surrogate pair (\\UD83D\\UDE00) or as the character itself.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            StringsExample.file("\"a\" = \"↓\\Uzzzz\";\n"),
            StringsExample.file("\"a\" = \"A\";\n\"b\" = \"↓\\U41 ↓\\UD83D x\";\n"),
        ],
        nonTriggeringExamples: [StringsExample.file("\"a\" = \"\\U00E9 \\UD83D\\UDE00\";\n")]
    )

    static func shortMessage(written: String, value: String, digits: Int) -> String {
        if digits == 0 {
            return "'\\U' is not followed by hex digits, so Apple inserts U+0000 (NUL); "
                + "write '\\U' and four hex digits, e.g. \\U00E9"
        }
        return "'\(written)' has only \(digits) hex digit\(digits == 1 ? "" : "s"): Apple reads U+\(value); "
            + "write four digits, e.g. \\U\(value)"
    }

    static func surrogateMessage(value: String) -> String {
        "'\\U\(value)' is half of a UTF-16 surrogate pair and is not a character on its own; "
            + "write the pair (\\UD83D\\UDE00) or the character itself"
    }
}
