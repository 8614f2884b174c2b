import DevToolsCore
import Foundation
import Testing

@Suite("Reporters match their golden output")
struct ReporterGoldenTests {
    @Test func text() throws {
        try Golden.check(TextReporter().render(SampleReport.report, context: SampleReport.context()), "text.txt")
    }

    @Test func textWithColour() throws {
        let output = TextReporter().render(SampleReport.report, context: SampleReport.context(useColor: true))
        #expect(output.contains("\u{1B}[1;31merror\u{1B}[0m"))
        #expect(
            output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
                == TextReporter().render(SampleReport.report, context: SampleReport.context()))
    }

    @Test func xcode() throws {
        try Golden.check(XcodeReporter().render(SampleReport.report, context: SampleReport.context()), "xcode.txt")
    }

    @Test func json() throws {
        try Golden.check(JSONReporter().render(SampleReport.report, context: SampleReport.context()), "json.json")
    }

    @Test func github() throws {
        try Golden.check(GitHubActionsReporter().render(SampleReport.report, context: SampleReport.context()), "github.txt")
    }

    @Test func sarif() throws {
        let root = URL(fileURLWithPath: FixturePaths.project.path, isDirectory: true).absoluteString
        let output = SARIFReporter().render(SampleReport.report, context: SampleReport.context())
            .replacingOccurrences(of: root, with: "file:///ROOT/")
        try Golden.check(output, "sarif.json")
    }

    @Test func cleanReportSaysSo() {
        let report = LintReport(toolName: "lint-strings", rules: [], diagnostics: [], fileCount: 12)
        #expect(TextReporter().render(report, context: SampleReport.context()) == "No problems found in 12 files.\n")
        #expect(XcodeReporter().render(report, context: SampleReport.context()) == "")
    }
}
