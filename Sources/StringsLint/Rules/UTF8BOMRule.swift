import DevToolsCore

/// A UTF-8 file that starts with a byte order mark.
///
/// Found while the file is read: `StringsFileReader`, from the file's first bytes. This type holds the
/// description and the message.
enum UTF8BOMRule: StringsRule {
    static let detection = StringsRuleDetection.reading
    static let id = "utf8-bom"

    static let description = RuleDescription(
        id: id,
        summary: "A UTF-8 file that starts with a byte order mark.",
        rationale: """
            Apple reads it fine, but a UTF-8 byte order mark is invisible noise that some tools keep as \
            part of the first key and that shows up in diffs. Save the file as UTF-8 without BOM.
            """,
        defaultSeverity: .note,
        triggeringExamples: [StringsExample.file("↓\u{FEFF}\"a\" = \"A\";\n")],
        nonTriggeringExamples: [StringsExample.file("\"a\" = \"A\";\n")]
    )

    static let message = "the file starts with a UTF-8 byte order mark; save it as UTF-8 without BOM"
}
