import DevToolsCore
import Testing
@testable import StringsLint

/// Every rule's documented examples, linted like a user would (files on disk, through `LintRunner`):
/// triggering examples must trigger (with the documented count and line), the others must not.
@Suite("Rule examples")
struct RuleExampleTests {
    static func rule(_ id: String) -> RuleDescription { StringsRules.all.first { $0.id == id }! }

    static func options(for rule: RuleDescription) -> [String: ConfigValue] {
        rule.id == FileEncodingRule.id ? ["encoding": .string("utf16")] : [:]
    }

    @Test("every rule documents examples that trigger and examples that do not", arguments: StringsRules.all.map(\.id))
    func documented(id: String) {
        let rule = Self.rule(id)
        #expect(!rule.triggeringExamples.isEmpty)
        #expect(!rule.nonTriggeringExamples.isEmpty || rule.id == FileEncodingRule.id)
        #expect(!rule.summary.isEmpty && !rule.rationale.isEmpty)
    }

    @Test("triggering examples trigger", arguments: StringsRules.all.map(\.id))
    func triggering(id: String) throws {
        let rule = Self.rule(id)
        for example in rule.triggeringExamples {
            let found = try RuleExampleVerifier.findings(of: rule, in: example, linter: StringsLinter.self, options: Self.options(for: rule))
            #expect(!found.isEmpty, "\(rule.id): \(example.files)")
            if let count = example.expectedCount { #expect(found.count == count, "\(rule.id): \(example.files) → \(found.map(\.message))") }
            if let line = example.expectedLine { #expect(found.first?.location.line == line, "\(rule.id): \(example.files)") }
            #expect(found.allSatisfy { $0.severity == rule.defaultSeverity })
        }
    }

    @Test("non-triggering examples do not trigger", arguments: StringsRules.all.map(\.id))
    func nonTriggering(id: String) throws {
        let rule = Self.rule(id)
        for example in rule.nonTriggeringExamples {
            let found = try RuleExampleVerifier.findings(of: rule, in: example, linter: StringsLinter.self, options: Self.options(for: rule))
            #expect(found.isEmpty, "\(rule.id): \(example.files) → \(found.map(\.message))")
        }
    }

    @Test("rule ids are unique and the catalogue lists every rule the code reports")
    func catalogue() {
        let ids = StringsRules.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        let reported = [
            SyntaxErrorRule.id, SilentTruncationRule.id, StrayTextRule.id, DuplicateKeyRule.id, NonStringValueRule.id, EmptyKeyRule.id,
            EmptyValueRule.id, UnknownEscapeRule.id, InvalidUnicodeEscapeRule.id, UnquotedStringRule.id, NotATableRule.id,
            OuterBracesRule.id, FileEncodingRule.id, UTF8BOMRule.id, UnreadableEncodingRule.id,
        ]
        #expect(Set(ids) == Set(reported).union(LocalizationRules.all.map(\.id)))
    }
}
