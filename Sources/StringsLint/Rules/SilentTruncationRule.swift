import DevToolsCore

/// A character where Apple's parser quietly stops: the file loads, but without the entries after it.
///
/// Found while the file is read, in its single pass: `StringsScanner.reportTruncation(at:reason:)`
/// (`StringsScanner+Stops`), which also counts the entries Apple drops. This type holds the description
/// and the messages.
enum SilentTruncationRule: StringsRule {
    static let detection = StringsRuleDetection.reading
    static let id = "silent-truncation"

    static let description = RuleDescription(
        id: id,
        summary: "A character at which Apple's parser silently stops reading, dropping every entry after it.",
        rationale: """
            Where a key should start, Apple's parser ends the table successfully at any character that \
            cannot start one — an extra ';', a typographic quote, '@"…"', a stray '}', a no-break space, an \
            unclosed '/*' — and drops everything after it. Xcode and plutil accept such files, so the \
            missing translations only show up in the running app.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            StringsExample.file("\"a\" = \"A\";↓;\n\"b\" = \"B\";\n"),
            StringsExample.file("\"a\" = \"A\";\n↓“b” = “B”;\n\"c\" = \"C\";\n"),
            StringsExample.file("\"a\" = \"A\";\n↓@\"b\" = @\"B\";\n\"c\" = \"C\";\n"),
            StringsExample.file("\"a\" = \"A\";\n↓/* unclosed\n\"b\" = \"B\";\n"),
            StringsExample.file("\"a\" = \"A\";\n↓\u{00A0}\"b\" = \"B\";\n"),
        ],
        nonTriggeringExamples: [
            StringsExample.file("\"a\" = \"A\"; // trailing comment\n\"b\" = \"B\";\n"),
            StringsExample.file("\"quote\" = \"“quoted”\";\n"),
        ],
        fix: SmartQuotesFix.summary
    )

    static let unterminatedStringReason =
        "this string is never closed, so Apple's parser silently stops reading "
        + "the file here; add the closing quote"
    static let strayQuoteInBracesReason =
        "this quote is never closed, so Apple's parser silently skips it and "
        + "ends the table at the next '}'; remove it or close the string"
    static let unterminatedCommentReason =
        "this comment is never closed, so Apple's parser silently ignores "
        + "the rest of the file; add '*/'"

    static func stopReason(_ found: String) -> String {
        "\(found) cannot start a key, so Apple's parser silently stops reading the file here\(hint(for: found))"
    }

    /// What to do about a character that cannot start a key.
    static func hint(for found: String) -> String {
        switch found {
        case "'“'", "'”'", "'„'", "'‘'", "'’'", "'«'", "'»'", "'「'":
            return "; use straight double quotes (\") around keys and values"
        case "';'": return "; remove the extra ';'"
        case "'@'": return "; remove the '@' (this is not Objective-C source)"
        case "'}'": return "; remove the stray '}'"
        default:
            if found.hasPrefix("the invisible") || found.hasPrefix("the control") {
                return "; replace it with a plain space or remove it"
            }
            return "; keys must be quoted strings"
        }
    }

    static func droppedSuffix(_ count: Int) -> String {
        guard count > 0 else { return "" }
        return " (\(pluralized(count, "entry", "entries")) after it \(count == 1 ? "is" : "are") lost)"
    }
}
