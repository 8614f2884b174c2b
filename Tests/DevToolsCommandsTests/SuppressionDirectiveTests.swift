import Foundation
import DevToolsTestSupport
import Testing

@Suite("Suppression comments that suppress nothing")
struct SuppressionDirectiveTests {
    @Test("a devtools:disable comment naming an unknown rule id is a warning")
    func unknownRuleIsAWarning() throws {
        let dir = try TemporaryTree.make([
            "en.lproj/A.strings": "/* devtools:disable:next duplicate-kye */\n\"a\" = \"1\";\n\"a\" = \"2\";\n"
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("lint-strings", ["--no-cache", "--format", "xcode", "."], in: dir)
        #expect(result.status == 1)
        let expected =
            "en.lproj/A.strings:1:26: warning: unknown rule 'duplicate-kye' in a devtools: comment; it suppresses nothing."
            + " Did you mean 'duplicate-key'? Run with --list-rules to see the rule ids. [unknown-rule-in-directive]"
        #expect(result.stdout.contains(expected + "\n"), "\(result.stdout)")
        #expect(result.stdout.contains("[duplicate-key]"))
        let rules = try ExecutableRunner.run("lint-strings", ["--list-rules"], in: dir)
        #expect(rules.stdout.contains("unknown-rule-in-directive  warning"))
    }

    @Test("a known rule id in a devtools:disable comment is no finding")
    func knownRuleIsSilent() throws {
        let dir = try TemporaryTree.make([
            "Strings/A.strings": "/* devtools:disable:next duplicate-key */\n\"a\" = \"1\";\n\"a\" = \"2\";\n\"b\" = \"\";\n"
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("lint-strings", ["--no-cache", "--format", "xcode", "."], in: dir)
        #expect(result.stdout.contains("[empty-value]"))
        #expect(!result.stdout.contains("unknown rule"))
    }
}
