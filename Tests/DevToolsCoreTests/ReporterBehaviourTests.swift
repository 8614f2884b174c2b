import DevToolsCore
import Foundation
import DevToolsTestSupport
import Testing

@Suite("What each reporter promises")
struct ReporterBehaviourTests {
    @Test func textDrawsTheCaretUnderTheColumn() {
        let output = TextReporter().render(SampleReport.report, context: SampleReport.context())
        let lines = output.components(separatedBy: "\n")
        let index = try! #require(lines.firstIndex { $0.contains("\"greeting\" = \"Hello\"") })
        let source = lines[index], caret = lines[index + 1]
        let sourceText = source.components(separatedBy: "| ")[1]
        let caretPad = caret.components(separatedBy: "| ")[1]
        #expect(Array(sourceText)[caretPad.count - 1] == "\"", "caret sits under column 20, the closing quote")
    }

    @Test func markdownIsOneTableRowPerFindingThatNoMessageCanBreak() {
        let finding = Diagnostic(
            ruleID: "duplicate-key", severity: .error, location: SourceLocation(file: "App/a|b.strings", line: 3, column: 7),
            message: "'x|y' is defined twice;\nkeep one"
        )
        let report = LintReport(toolName: "lint-strings", rules: [], diagnostics: [finding], fileCount: 1)
        let output = MarkdownReporter().render(report, context: SampleReport.context())
        #expect(
            output == """
                | location | severity | rule | message |
                |---|---|---|---|
                | `App/a\\|b.strings:3:7` | error | `duplicate-key` | 'x\\|y' is defined twice; keep one |

                1 error, 0 warnings in 1 file (1 file checked)

                """)
        let clean = LintReport(toolName: "lint-strings", rules: [], diagnostics: [], fileCount: 2)
        #expect(MarkdownReporter().render(clean, context: SampleReport.context()) == "No problems found in 2 files.\n")
    }

    @Test func textKeepsTabsSoTheCaretLinesUp() {
        let output = TextReporter().render(SampleReport.report, context: SampleReport.context())
        #expect(output.contains(" | \t^"))
    }

    @Test("the caret sits under the right character after an emoji (display width 2, one column)")
    func textPlacesTheCaretByDisplayWidth() {
        // Column 16 on line 5 is the `"` that opens "after", behind an emoji of two scalars that a
        // terminal draws two cells wide.
        let output = TextReporter().render(SampleReport.report, context: SampleReport.context())
        let lines = output.components(separatedBy: "\n")
        let index = try! #require(lines.firstIndex { $0.contains("\"emoji\"") })
        let caretPad = lines[index + 1].components(separatedBy: "| ")[1]
        let sourceText = lines[index].components(separatedBy: "| ")[1]
        let cells = Array(sourceText).flatMap { character in Array(repeating: character, count: DisplayWidth.of(character)) }
        #expect(cells[caretPad.count - 1] == "\"")
        #expect(caretPad.count - 1 == 16, "15 characters before the column, one of them two cells wide")
    }

    @Test func githubEscapesDataAndProperties() {
        #expect(GitHubActionsReporter.escapeData("50% a\r\nb") == "50%25 a%0D%0Ab")
        #expect(GitHubActionsReporter.escapeProperty("a:b,c%") == "a%3Ab%2Cc%25")
    }

    @Test func sarifFingerprintFollowsLineTextNotNumber() throws {
        func fingerprints(lineOffset: Int, text: String) throws -> [String] {
            let folder = try TemporaryTree.make(["a.strings": text])
            defer { try? FileManager.default.removeItem(at: folder) }
            let diagnostic = Diagnostic(
                ruleID: "duplicate-key", severity: .error,
                location: SourceLocation(file: "a.strings", line: 1 + lineOffset, column: 1), message: "m"
            )
            let report = LintReport(toolName: "lint-strings", rules: [], diagnostics: [diagnostic], fileCount: 1)
            let context = ReportContext(useColor: false, workingDirectory: folder.path, repositoryRoot: folder.path)
            let json = try JSONSerialization.jsonObject(with: Data(SARIFReporter().render(report, context: context).utf8))
            let runs = (json as? [String: Any])?["runs"] as? [[String: Any]]
            let results = runs?.first?["results"] as? [[String: Any]] ?? []
            return results.compactMap { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey] }
        }
        let before = try fingerprints(lineOffset: 0, text: "\"k\" = \"v\";\n")
        let after = try fingerprints(lineOffset: 2, text: "\n\n\"k\" = \"v\";\n")
        let changed = try fingerprints(lineOffset: 0, text: "\"k\" = \"w\";\n")
        #expect(before.count == 1)
        #expect(before == after)
        #expect(before != changed)
    }

    @Test func exitCodes() {
        let report = SampleReport.report
        #expect(report.exitCode(strict: false) == 1)
        let warningsOnly = LintReport(
            toolName: "t", rules: [],
            diagnostics: report.diagnostics.filter { $0.severity != .error }, fileCount: 1
        )
        #expect(warningsOnly.exitCode(strict: false) == 0)
        #expect(warningsOnly.exitCode(strict: true) == 1)
        #expect(LintReport(toolName: "t", rules: [], diagnostics: [], fileCount: 1).exitCode(strict: true) == 0)
    }
}
