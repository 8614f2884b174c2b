import DevToolsCore

/// A `.stringsdict` that is not well-formed XML.
///
/// Found while the file is read: `StringsdictDocument`, when the XML parser gives up. This type holds the
/// description and makes the finding from the parser's error.
enum StringsdictSyntaxRule: LocalizationRule {
    static let detection = StringsRuleDetection.stringsdict
    static let description = RuleDescription(
        id: "stringsdict-syntax",
        summary: "A `.stringsdict` file is not well-formed XML.",
        rationale:
            "Foundation cannot read a malformed `.stringsdict` at all, so every plural of the table falls back to its key. The error is reported where libxml2 stopped.",
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExample(
                "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>files</key>\n<string>x</strin>↓\n</dict>\n</plist>\n",
                file: "en.lproj/Localizable.stringsdict")
        ],
        nonTriggeringExamples: [
            RuleExample("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict/>\n</plist>\n", file: "en.lproj/Localizable.stringsdict")
        ]
    )

    static func diagnostic(_ error: XMLPlistReader.SyntaxError, file: String) -> Diagnostic {
        diagnostic(
            "malformed XML: \(error.message); fix the markup so Foundation can read the file",
            file: file, line: error.line, column: error.column
        )
    }
}
