import ComponentLint
import SourceFacts
import DevToolsCore
import DevToolsTestSupport
import Testing

/// Every rule's documented examples, run through the linter as a user would run it: each triggering
/// example reports exactly where its `↓` markers are, the others report nothing.
@Suite("lint-components rule examples")
struct RuleExampleTests {
    static let rules = ComponentRules.all

    @Test(arguments: rules)
    func examplesHold(rule: RuleDescription) throws {
        #expect(!rule.nonTriggeringExamples.isEmpty, "\(rule.id) documents no example that must not trigger")
        let problems = try RuleExampleVerifier.problems(of: rule, linter: ComponentLinter.self)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func everyRuleHasARationaleAndAUniqueID() {
        #expect(Set(Self.rules.map(\.id)).count == Self.rules.count)
        for rule in Self.rules {
            #expect(rule.rationale.count > 80, "\(rule.id)")
        }
        #expect(Self.rules.filter(\.isOptIn).map(\.id).allSatisfy { $0.hasPrefix("advice-") })
    }
}
