@testable import DevToolsCore
import Testing

/// The HTML page shows each rule's first findings and says how many it leaves out (issue 31: a page of
/// a million findings is gigabytes no browser opens).
@Suite("HTML findings per rule")
struct HTMLFindingsLimitTests {
    static func finding(_ rule: String, _ file: String, line: Int) -> Diagnostic {
        Diagnostic(
            ruleID: rule, severity: .error, location: SourceLocation(file: file, line: line, column: 1),
            message: "\(rule) at \(file):\(line)"
        )
    }

    static func page(_ diagnostics: [Diagnostic], shownPerRule: Int) -> String {
        let report = LintReport(toolName: "lint-strings", rules: [], diagnostics: diagnostics, fileCount: 2)
        return HTMLFindingsSection.render(report, lines: SourceLineCache(workingDirectory: "/nonexistent"), shownPerRule: shownPerRule)
    }

    @Test func aRuleOverTheLimitShowsItsFirstFindingsAndCountsTheRest() {
        let many = (1...5).map { Self.finding("format-mismatch", $0 <= 3 ? "a.strings" : "b.strings", line: $0) }
        let page = Self.page(many + [Self.finding("duplicate-key", "a.strings", line: 9)], shownPerRule: 2)
        #expect(page.contains("<code>format-mismatch</code> — 5 findings"))
        #expect(page.contains("The first 2 are shown; 3 more findings of this rule are in the other formats"))
        #expect(page.contains("format-mismatch at a.strings:1") && page.contains("format-mismatch at a.strings:2"))
        #expect(!page.contains("format-mismatch at a.strings:3") && !page.contains("format-mismatch at b.strings:4"))
        // The rule under the limit is whole and says nothing of a limit.
        #expect(page.contains("<code>duplicate-key</code> — 1 finding</h3>\n<section"))
        #expect(page.contains("duplicate-key at a.strings:9"))
    }

    @Test func aRuleAtTheLimitIsWhole() {
        let page = Self.page((1...2).map { Self.finding("format-mismatch", "a.strings", line: $0) }, shownPerRule: 2)
        #expect(!page.contains("are shown"))
        #expect(page.components(separatedBy: "<li class=").count - 1 == 2)
    }
}
