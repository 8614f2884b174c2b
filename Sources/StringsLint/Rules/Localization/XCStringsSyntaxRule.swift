import DevToolsCore

/// A String Catalog that is not valid JSON.
///
/// Found while the catalog is read: `XCStringsDocument`, when the JSON parser gives up. This type holds
/// the description and the message.
enum XCStringsSyntaxRule: LocalizationRule {
    static let detection = StringsRuleDetection.stringCatalog
    static let description = RuleDescription(
        id: "xcstrings-syntax",
        summary: "A String Catalog is not valid JSON.",
        rationale:
            "Xcode cannot open or build a catalog that is not JSON, typically after a bad merge. The error is reported at the line and column where the JSON goes wrong.",
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExample(
                "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n  }\n  ↓\"version\" : \"1.0\"\n}\n", file: "Localizable.xcstrings")
        ],
        nonTriggeringExamples: [
            RuleExample(
                "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {},\n  \"version\" : \"1.0\"\n}\n", file: "Localizable.xcstrings")
        ]
    )

    static func syntaxError(_ message: String, file: String, line: Int, column: Int) -> Diagnostic {
        diagnostic("invalid JSON: \(message)", file: file, line: line, column: column)
    }
}
