import DevToolsCore

/// A String Catalog that lacks what Xcode needs to build it.
///
/// Found while the catalog is read: `XCStringsDocument` (its top level) and `XCStringsChecker` (each
/// entry). This type holds the description.
enum XCStringsStructureRule: LocalizationRule {
    static let detection = StringsRuleDetection.stringCatalog
    static let description = RuleDescription(
        id: "xcstrings-structure",
        summary:
            "A String Catalog lacks `version` or `sourceLanguage`, has a stringUnit without a known `state` or a `value`, a plural without `other`, or uses a substitution it does not define.",
        rationale:
            "Xcode refuses or silently drops malformed catalog entries when it compiles them into `.strings` and `.stringsdict` files, so the text never reaches users. Fix the entry as the message says.",
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExample(
                ExampleCatalog.catalog(values: [("en", "Hello"), ("de", "Hallo"), ("ja", "こんにちは")], state: "done"),
                file: "Localizable.xcstrings"
            )
            .marking(line: 7, column: 11).marking(line: 10, column: 11).marking(line: 13, column: 11),
            RuleExample("↓↓{\n  \"strings\" : {}\n}\n", file: "Localizable.xcstrings"),
            RuleExample(
                ExampleCatalog.catalog(values: [("en", "%#@files@"), ("de", "Hallo"), ("ja", "こんにちは")]), file: "Localizable.xcstrings"
            ).marking(line: 6, column: 9),
        ],
        nonTriggeringExamples: [
            RuleExample(ExampleCatalog.catalog(values: [("en", "Hello"), ("de", "Hallo"), ("ja", "こんにちは")]), file: "Localizable.xcstrings")
        ]
    )
}
