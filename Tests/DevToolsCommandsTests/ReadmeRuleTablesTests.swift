import Foundation
import DevToolsTestSupport
import Testing

/// README's rule tables are generated from the rule types (`scripts/generate-rule-docs`): this fails
/// when a rule, its default or its summary changed and README was not regenerated.
@Suite("README's rule tables match the rule types")
struct ReadmeRuleTablesTests {
    @Test(arguments: ["lint-strings", "lint-components"])
    func tableIsCurrent(tool: String) throws {
        let readme = try String(contentsOf: ExecutableRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let begin = "<!-- rules: \(tool) -->\n"
        let start = try #require(readme.range(of: begin), "README has no \(begin) marker")
        let end = try #require(readme.range(of: "<!-- /rules -->", range: start.upperBound..<readme.endIndex))
        let documented = String(readme[start.upperBound..<end.lowerBound])

        let empty = try TemporaryTree.make([:])  // no .devtools.yml: the defaults
        defer { try? FileManager.default.removeItem(at: empty) }
        let listed = try ExecutableRunner.run("devtools", [tool, "--list-rules", "--format", "markdown"], in: empty)
        #expect(listed.status == 0)
        #expect(documented == listed.stdout, "README's \(tool) rule table is out of date: run scripts/generate-rule-docs")
    }
}
