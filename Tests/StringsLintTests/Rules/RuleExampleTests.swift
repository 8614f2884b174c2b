import ComponentLint
import SourceFacts
import Foundation
import DevToolsCore
import DevToolsTestSupport
import Testing
@testable import StringsLint

/// Every rule's documented examples, linted like a user would (files on disk, through `LintRunner`):
/// triggering examples must report exactly at their `↓` markers, the others nothing.
@Suite("Rule examples")
struct RuleExampleTests {
    static func rule(_ id: String) -> RuleDescription { StringsRules.all.first { $0.id == id }! }

    static func options(for rule: RuleDescription) -> [String: ConfigValue] {
        if rule.id == FileEncodingRule.id { return ["encoding": .string("utf16")] }
        // The rules against the code run only with the code's folders named.
        if StringsRules.detection[rule.id] == StringsRuleDetection.code.rawValue { return ["sources": .stringList(["."])] }
        return [:]
    }

    @Test("every rule documents examples that trigger and examples that do not", arguments: StringsRules.all.map(\.id))
    func documented(id: String) {
        let rule = Self.rule(id)
        #expect(!rule.triggeringExamples.isEmpty)
        #expect(!rule.nonTriggeringExamples.isEmpty || rule.id == FileEncodingRule.id)
        #expect(!rule.summary.isEmpty && !rule.rationale.isEmpty)
    }

    /// `devtools rules ID` shows each example with its markers put back: reading that text again gives
    /// the very example, for every rule of both tools.
    @Test func markedTextGivesBackTheExample() {
        for rule in StringsLinter.rules + ComponentLinter.rules {
            for example in rule.triggeringExamples + rule.nonTriggeringExamples {
                let marked = example.files.keys.reduce(into: [String: String]()) { $0[$1] = example.markedText($1) }
                let again = RuleExample(files: marked, primaryFile: example.primaryFile)
                #expect(again.files == example.files && again.markers == example.markers, "\(rule.id)")
            }
        }
    }

    /// Each triggering example reports exactly where its `↓` markers are; the others report nothing.
    /// (The cross-locale rules are in `StringsRules.all` too, so this runs their examples as well.)
    @Test("examples report exactly at their markers", arguments: StringsRules.all.map(\.id))
    func examplesHold(id: String) throws {
        let rule = Self.rule(id)
        let problems = try RuleExampleVerifier.problems(
            of: rule, linter: StringsLinter.self, options: Self.options(for: rule), keyLookups: SourceKeyLookups())
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("rule ids are unique, and every finding of every example (all rules on) is of a catalogued rule")
    func catalogue() throws {
        let ids = StringsRules.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(Set(StringsRules.detection.keys) == Set(ids))
        let known = Set(ids).union(CoreRules.all.map(\.id))
        for rule in StringsRules.all {
            for example in rule.triggeringExamples + rule.nonTriggeringExamples {
                let folder = try TemporaryTree.make(example.files)
                defer { try? FileManager.default.removeItem(at: folder) }
                let configuration = Configuration(baseDirectory: folder.path, sections: [:])
                let runner = LintRunner(linters: [StringsLinter.self], configuration: configuration, workingDirectory: folder.path)
                let reported = Set(try runner.run(paths: ["."], toolName: "lint-strings").diagnostics.map(\.ruleID))
                #expect(reported.isSubset(of: known), "\(rule.id): \(reported.subtracting(known))")
            }
        }
    }
}
