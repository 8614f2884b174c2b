import DevToolsCore

/// `{ "key" = "value"; }` — a table written with the braces of a property list.
///
/// Found while the file is read: `StringsScanner+TopLevel`, at the opening brace. This type holds the
/// description and the message.
enum OuterBracesRule: StringsRule {
    static let detection = StringsRuleDetection.reading
    static let id = "outer-braces"

    static let description = RuleDescription(
        id: id,
        summary: "A .strings table wrapped in { } like an old-style property list.",
        rationale: """
            Apple accepts the braces, but translation tools and editors expect plain entries, and inside \
            braces Apple's parser is stricter (a stray character is an error rather than an end). Remove \
            the outer braces.
            """,
        defaultSeverity: .note,
        triggeringExamples: [StringsExample.file("↓{\n\"a\" = \"A\";\n}\n")],
        nonTriggeringExamples: [StringsExample.file("\"a\" = \"{A}\";\n")]
    )

    static let message = "the table is wrapped in '{ }'; remove the outer braces, which .strings files do not need"
}
