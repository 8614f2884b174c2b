import DevToolsCore

/// Text after the last entry where Apple's parser stops, but that drops no entry: harmless today, and
/// the first entry anyone adds below it is silently lost.
///
/// Found while the file is read: `StringsScanner+Stops` turns a silent truncation with nothing but
/// blanks after it into this finding. This type holds the description and the message.
enum StrayTextRule: StringsRule {
    static let detection = StringsRuleDetection.reading
    static let id = "stray-text"

    static let description = RuleDescription(
        id: id,
        summary: "Stray text after the last entry (a lone '\"', ';' or '}'): Apple's parser stops there but drops no entry.",
        rationale: """
            Apple ignores text at the very end of a .strings file that cannot start a key, so the file \
            works today; but any entry added after it is silently lost. Remove the stray text. When the \
            stop drops entries, it is a silent-truncation error instead.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            StringsExample.file("\"a\" = \"A\";\n\"b\" = \"B\";↓\"\n"),
            StringsExample.file("\"a\" = \"A\";↓;\n"),
        ],
        nonTriggeringExamples: [
            StringsExample.file("\"a\" = \"A\";\n\"b\" = \"B\";\n")
        ]
    )

    static func message(_ found: String) -> String {
        "stray \(found) after the last entry: Apple's parser stops here without losing an entry today, but any entry added below it would be silently dropped; remove it"
    }
}
