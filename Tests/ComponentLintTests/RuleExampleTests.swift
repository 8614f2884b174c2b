import ComponentLint
import DevToolsCore
import Testing

/// Every rule's documented examples, run through the linter as a user would run it.
@Suite("lint-components rule examples")
struct RuleExampleTests {
    static let rules = ComponentRules.all

    @Test(arguments: rules)
    func triggeringExamplesTrigger(rule: RuleDescription) throws {
        #expect(!rule.triggeringExamples.isEmpty, "\(rule.id) documents no triggering example")
        for example in rule.triggeringExamples {
            let found = try RuleExampleVerifier.findings(of: rule, in: example, linter: ComponentLinter.self)
            #expect(!found.isEmpty, "\(rule.id) did not trigger on:\n\(example.files[example.primaryFile] ?? "")")
            if let count = example.expectedCount { #expect(found.count == count, "\(rule.id): \(found.map(\.message))") }
            if let line = example.expectedLine {
                #expect(found.first?.location.line == line, "\(rule.id): \(found.map { "\($0.location.line): \($0.message)" })")
                #expect(found.first?.location.file == example.primaryFile)
            }
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesStayQuiet(rule: RuleDescription) throws {
        #expect(!rule.nonTriggeringExamples.isEmpty, "\(rule.id) documents no example that must not trigger")
        for example in rule.nonTriggeringExamples {
            let found = try RuleExampleVerifier.findings(of: rule, in: example, linter: ComponentLinter.self)
            #expect(found.isEmpty, "\(rule.id) triggered on a must-not example: \(found.map(\.message))")
        }
    }

    @Test func everyRuleHasARationaleAndAUniqueID() {
        #expect(Set(Self.rules.map(\.id)).count == Self.rules.count)
        for rule in Self.rules {
            #expect(rule.rationale.count > 80, "\(rule.id)")
        }
        #expect(Self.rules.filter(\.isOptIn).map(\.id).allSatisfy { $0.hasPrefix("advice-") })
    }
}
