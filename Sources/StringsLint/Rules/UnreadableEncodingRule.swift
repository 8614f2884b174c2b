import DevToolsCore

/// Bytes that are not text in an encoding Apple recognises.
///
/// Found while the file is read: `StringsTextDecoder` finds the first unreadable byte, and
/// `StringsFileReader` reports it. This type holds the description.
enum UnreadableEncodingRule: StringsRule {
    static let detection = StringsRuleDetection.reading
    static let id = "unreadable-encoding"

    static let description = RuleDescription(
        id: id,
        summary: "A file that is not text Apple's parser can read: invalid UTF-8, UTF-16 without BOM, NUL bytes.",
        rationale: """
            Apple reads a .strings file as UTF-8 unless it starts with a UTF-16 or UTF-32 byte order mark. \
            Anything else fails to load (or loads as garbage) in the app. Save the file as UTF-8, or as \
            UTF-16 with a byte order mark.
            """,
        defaultSeverity: .error,
        triggeringExamples: [StringsExample.file("\"a\" = \"A\";\n\"b\" = \"↓\u{0}\";\n")],
        nonTriggeringExamples: [StringsExample.file("\"a\" = \"Ä\";\n")]
    )
}
