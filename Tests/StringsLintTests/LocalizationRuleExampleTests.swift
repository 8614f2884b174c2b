import DevToolsCore
import StringsLint
import Testing

/// The localization rules' catalogue (their examples run with every other rule's in `RuleExampleTests`).
@Suite struct LocalizationRuleExampleTests {
    static let rules = LocalizationRules.all

    static func rule(_ id: String) throws -> RuleDescription {
        try #require(rules.first { $0.id == id })
    }

    @Test func ruleIDsAreTheDocumentedOnes() {
        let expected: [String: Severity] = [
            "missing-key": .warning, "format-mismatch": .error, "untranslated": .warning, "missing-table": .warning,
            "stringsdict-syntax": .error, "stringsdict-structure": .error, "plural-category-missing": .warning,
            "plural-category-unused": .note, "xcstrings-syntax": .error, "xcstrings-structure": .error,
            "missing-translation": .warning, "invalid-format-specifier": .warning,
        ]
        #expect(Dictionary(uniqueKeysWithValues: Self.rules.map { ($0.id, $0.defaultSeverity) }) == expected)
        #expect(Self.rules.filter(\.isOptIn).map(\.id) == ["untranslated"])
    }
}
