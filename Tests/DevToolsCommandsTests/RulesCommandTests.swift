import DevToolsTestSupport
import Foundation
import Testing

/// `devtools rules` and `devtools rules ID`: read from the rule types the tests run.
@Suite("devtools rules")
struct RulesCommandTests {
    func rules(_ arguments: [String]) throws -> ExecutableRunner.Result {
        try ExecutableRunner.run("devtools", ["rules"] + arguments)
    }

    @Test func listsEveryRuleOfEveryTool() throws {
        let text = try rules([])
        #expect(text.status == 0)
        #expect(text.stdout.hasPrefix("RULE "))
        #expect(text.stdout.contains("\nduplicate-key "))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(try rules(["--format", "json"]).stdout.utf8)) as? [[String: Any]])
        let tools = Set(json.compactMap { $0["tool"] as? String })
        #expect(tools == ["lint-strings", "lint-components", "devtools"])
        #expect(json.count == text.stdout.split(separator: "\n").count - 1)
        let listed = try ExecutableRunner.run("lint-strings", ["--list-rules", "--format", "json"])
        let stringsRules = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        for rule in stringsRules {
            #expect(json.contains { $0["id"] as? String == rule["id"] as? String }, "\(rule["id"] ?? "")")
        }
        #expect(json.first { $0["id"] as? String == "duplicate-key" }?["fixable"] as? Bool == true)
    }

    /// The methods `missing-super-call` checks, each with the framework, class, both names and the
    /// header macro or documentation sentence that requires the call.
    @Test func missingSuperCallPrintsItsSourcedList() throws {
        let result = try rules(["missing-super-call"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\nMethods checked ("))
        #expect(
            result.stdout.contains(
                "  UIKit, UIViewController: viewWillTransitionToSize:withTransitionCoordinator: / viewWillTransition(to:with:) [warning; "
                    + "iOS, iPadOS, Mac Catalyst, tvOS, visionOS]: If you override this method in your custom view controllers, always "
                    + "call super at some point in your implementation so that UIKit can forward the size change message appropriately.\n"))
        #expect(
            result.stdout.contains(
                "  Texture, ASDisplayNode: didEnterHierarchy / didEnterHierarchy() [error; iOS, tvOS]: ASDISPLAYNODE_REQUIRES_SUPER, "
                    + "Source/ASDisplayNode+Subclasses.h\n"))
        #expect(result.stdout.contains("viewDidLoad / viewDidLoad() [warning; iOS, iPadOS, Mac Catalyst, tvOS, visionOS; only when"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(try rules(["missing-super-call", "--format", "json"]).stdout.utf8))
                as? [String: Any])
        #expect((json["reference"] as? String)?.contains("NS_REQUIRES_SUPER, ComponentKit/Core/CKComponentController.h") == true)
    }

    @Test func oneRuleShowsItsDocumentationAndMarkedExamples() throws {
        let result = try rules(["duplicate-key"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("duplicate-key (lint-strings): error\n\nA key defined more than once in the same table.\n"))
        #expect(
            result.stdout.contains(
                "Triggers (↓ marks each finding):\n\n  en.lproj/Localizable.strings\n    \"a\" = \"A\";\n    \"b\" = \"B\";\n    ↓\"a\" = \"A2\";\n"
            ))
        #expect(result.stdout.contains("\nDoes not trigger:\n"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(try rules(["duplicate-key", "--format", "json"]).stdout.utf8)) as? [String: Any])
        #expect(json["tool"] as? String == "lint-strings")
        let first = try #require((json["triggeringExamples"] as? [[String: Any]])?.first?["files"] as? [String: String])
        #expect(first["en.lproj/Localizable.strings"] == "\"a\" = \"A\";\n\"b\" = \"B\";\n↓\"a\" = \"A2\";\n")
    }

    @Test func anUnknownIdIsAUsageErrorWithTheNearestName() throws {
        let result = try rules(["duplicat-key"])
        #expect(result.status == 64)
        #expect(result.stderr == "error: no rule 'duplicat-key'; did you mean 'duplicate-key'?\n")
        #expect(try rules(["nothing-like-it"]).stderr == "error: no rule 'nothing-like-it'; `devtools rules` lists them\n")
    }

    /// Issue 27: a word of a rule id finds the rules that have it.
    @Test func aPartOfAnIdSuggestsTheRulesWithIt() throws {
        let result = try rules(["missing"])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "error: no rule 'missing'; did you mean 'missing-key', 'missing-scope', 'missing-super-call', 'missing-table' or 'missing-translation'?\n"
        )
        #expect(try rules(["escape"]).stderr.contains("did you mean 'invalid-unicode-escape' or 'unknown-escape'?"))
    }

    /// Issue 27: bash completes the rule ids after `devtools rules`, from the rule catalog.
    @Test func bashCompletesRuleIDs() throws {
        let script = try ExecutableRunner.run("devtools", ["--generate-completion-script", "bash"]).stdout
        let listed = try JSONSerialization.jsonObject(with: Data(try rules(["--format", "json"]).stdout.utf8)) as? [[String: Any]]
        let ids = try #require(listed).compactMap { $0["id"] as? String }
        #expect(ids.count > 40)
        let rulesFunction = try #require(script.range(of: "_devtools_rules() {\n"))
        let end = try #require(script.range(of: "\n}\n", range: rulesFunction.upperBound..<script.endIndex))
        let body = script[rulesFunction.upperBound..<end.lowerBound]
        for id in ids { #expect(body.contains(id), "\(id) is not completed") }
    }
}
