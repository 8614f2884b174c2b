import DevToolsCore
import StringsLint
import Testing

/// Runs every documented example of the localization rules through the linter, as a user would.
@Suite struct LocalizationRuleExampleTests {
    static let rules = LocalizationRules.all

    static func rule(_ id: String) throws -> RuleDescription {
        try #require(rules.first { $0.id == id })
    }

    @Test(arguments: rules.map(\.id))
    func triggeringExamplesTrigger(id: String) throws {
        let rule = try Self.rule(id)
        #expect(!rule.triggeringExamples.isEmpty, "\(rule.id) documents no triggering example")
        for example in rule.triggeringExamples {
            let findings = try RuleExampleVerifier.findings(of: rule, in: example, linter: StringsLinter.self)
                .sorted(by: Diagnostic.reportOrder)
            if let count = example.expectedCount {
                #expect(findings.count == count, "\(rule.id): \(findings.map(\.message))")
            } else {
                #expect(!findings.isEmpty, "\(rule.id) did not trigger on \(example.files.keys.sorted())")
            }
            if let line = example.expectedLine {
                let inPrimary = findings.first { $0.location.file.hasSuffix(example.primaryFile) }
                #expect(inPrimary?.location.line == line, "\(rule.id): \(findings.map(\.location))")
            }
        }
    }

    @Test(arguments: rules.map(\.id))
    func nonTriggeringExamplesStayQuiet(id: String) throws {
        let rule = try Self.rule(id)
        #expect(!rule.nonTriggeringExamples.isEmpty, "\(rule.id) documents no example that must not trigger")
        for example in rule.nonTriggeringExamples {
            let findings = try RuleExampleVerifier.findings(of: rule, in: example, linter: StringsLinter.self)
            #expect(findings.isEmpty, "\(rule.id): \(findings.map(\.message))")
        }
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
