import DevToolsCore

/// A file whose content is one string, an array or data instead of `key = value;` entries.
///
/// Found while the file is read, in its single pass: by `StringsScanner` (`StringsScanner+TopLevel` for
/// an array or data, `StringsScanner+Entries` for a single string), or for a property-list file by
/// `PlistStringsReader`. This type holds the description and the messages.
enum NotATableRule: StringsRule {
    static let detection = StringsRuleDetection.reading
    static let id = "not-a-table"

    static let description = RuleDescription(
        id: id,
        summary: "A .strings file that is a single string, an array or data rather than a table of entries.",
        rationale: """
            Apple's parser accepts a lone "string", (array) or <data> as a whole property list, but a \
            .strings file must be a table of "key" = "value"; entries, so no lookup finds anything in it.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            StringsExample.file("↓\"just a string\"\n"),
            StringsExample.file("/* list */\n↓(\"a\", \"b\")\n"),
        ],
        nonTriggeringExamples: [StringsExample.file("\"a\" = \"just a string\";\n")]
    )

    static let singleStringMessage =
        "the file holds a single string, not \"key\" = \"value\"; entries; "
        + "add '= \"value\";' after the key"
    static let arrayMessage = "the file holds an array, not \"key\" = \"value\"; entries; write it as a table of entries"
    static let dataMessage = "the file holds a data value, not \"key\" = \"value\"; entries; write it as a table of entries"
}
