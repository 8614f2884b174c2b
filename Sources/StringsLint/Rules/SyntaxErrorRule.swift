import DevToolsCore

/// Text Apple's parser refuses: the whole file then fails to load at run time.
///
/// Found while the file is read, in its single pass: by `StringsScanner` (`syntaxError(at:_:)`, from
/// the entry grammar in `StringsScanner+Entries` and `+Values`, runaway strings in `+Recovery`), or for a
/// property-list file by `PlistStringsReader`. This type holds the description and the messages.
enum SyntaxErrorRule: StringsRule {
    static let detection = StringsRuleDetection.reading
    static let id = "syntax-error"

    static let description = RuleDescription(
        id: id,
        summary: "Text that Apple's .strings parser rejects.",
        rationale: """
            When Apple's parser rejects a .strings file, the app shows raw keys for every string of that \
            table. Each mistake is reported where it is (a missing ';' at the end of the entry that lacks \
            it, an unclosed string at its opening quote), and reading goes on so every mistake shows at once.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            StringsExample.file("\"a\" = \"A\";\n\"b\" = \"B\"↓\n\"c\" = \"C\";\n"),
            StringsExample.file("\"a\" ↓\"A\";\n"),
            StringsExample.file("\"a\" = ↓\"A;\n\"b\" = \"B\";\n"),
            StringsExample.file("\"a\" = ↓;\n\"b\" = \"B\"↓\n"),
            StringsExample.file("\"a\" = \"A\";\n\"b\" = ↓\"B"),
        ],
        nonTriggeringExamples: [
            StringsExample.file("/* Title */\n\"a\" = \"A\";\n// note\n\"b\" = \"multi\nline\";\n"),
            StringsExample.file("\"a\";\nb = c;\n\"d\" = 'single quoted';\n"),
            StringsExample.file(""),
            StringsExample.file("\n  \n"),
        ],
        fix: MissingSemicolonFix.summary + "; " + SmartQuotesFix.summary
    )

    static let missingSemicolonMessage = "missing ';' at the end of this entry; add ';' after the value"
    static let missingEqualsMessage = "missing '=' between the key and the value; add '='"
    static let missingValueMessage = "the file ends after this key; complete the entry as \"key\" = \"value\";"
    static let endOfFileMessage = "the file ends where a value was expected; complete the entry as \"key\" = \"value\";"
    static let unterminatedStringMessage = "this string is never closed; add the closing quote"
    static let tooDeepMessage = "more than 512 nested arrays or dictionaries, which Apple's parser refuses; flatten the value"
    static let unevenDataMessage = "a data value needs two hex digits per byte; add the missing digit"

    static func strayKeyMessage(_ key: String) -> String {
        let shown = key.count > 40 ? String(key.prefix(40)) + "…" : key
        return "'\(shown)' is read as a key with no '=' after it; remove the stray text, or complete the entry as \"\(shown)\" = \"…\";"
    }

    static func expectedEqualsMessage(_ found: String) -> String {
        "expected '=' after the key, found \(found); write \"key\" = \"value\";"
    }

    static func unexpectedValueMessage(_ found: String) -> String {
        "expected a value, found \(found); write the value in straight double quotes (\"…\")"
    }

    static func unclosedMessage(_ open: String, _ close: String, line: Int) -> String {
        "the '\(open)' opened on line \(line) is never closed; add '\(close)'"
    }

    static func invalidDataMessage(_ found: String) -> String {
        "unexpected \(found) in a data value; only hex digits and spaces may stand between '<' and '>'"
    }

    static func runawayStringMessage(untilLine line: Int) -> String {
        "this string is not closed on its line and runs on to line \(line), where the next quote closes it; "
            + "add the missing closing quote"
    }

    static func runawayCommentMessage(untilLine line: Int) -> String {
        "this comment hides the rest of the entry, which runs on to line \(line); "
            + "close the comment or move it after the ';'"
    }

    static func expectedKeyOrBraceMessage(_ found: String) -> String {
        "expected a quoted key or the closing '}', found \(found); keys are written \"key\" = \"value\";"
    }

    static func unexpectedStartMessage(_ found: String, hint: String) -> String {
        "a .strings file must start with an entry \"key\" = \"value\";, found \(found)\(hint)"
    }

    static func junkAfterTableMessage(_ found: String) -> String {
        "unexpected \(found) after the end of the table; remove it"
    }
}
