import DevToolsCore

/// A String Catalog that lacks what Xcode needs to build it.
enum XCStringsStructureRule: LocalizationRule {
    static let description = RuleDescription(
        id: "xcstrings-structure",
        summary: "A String Catalog lacks `version` or `sourceLanguage`, has a stringUnit without a known `state` or a `value`, a plural without `other`, or uses a substitution it does not define.",
        rationale: "Xcode refuses or silently drops malformed catalog entries when it compiles them into `.strings` and `.stringsdict` files, so the text never reaches users. Fix the entry as the message says.",
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExample(ExampleCatalog.catalog(values: [("en", "Hello"), ("de", "Hallo"), ("ja", "こんにちは")], state: "done"), file: "Localizable.xcstrings", expectedCount: 3, expectedLine: 7),
            RuleExample("{\n  \"strings\" : {}\n}\n", file: "Localizable.xcstrings", expectedCount: 2, expectedLine: 1),
            RuleExample(ExampleCatalog.catalog(values: [("en", "%#@files@"), ("de", "Hallo"), ("ja", "こんにちは")]), file: "Localizable.xcstrings", expectedCount: 1),
        ],
        nonTriggeringExamples: [
            RuleExample(ExampleCatalog.catalog(values: [("en", "Hello"), ("de", "Hallo"), ("ja", "こんにちは")]), file: "Localizable.xcstrings"),
        ]
    )
}
