import DevToolsCore
import Foundation
import Testing
@testable import StringsLint

/// `Resources/Examples/SampleApp` shows its documented `.strings` mistakes.
@Suite("SampleApp example")
struct SampleAppTests {
    static let folder = SharedData.packageRoot.appendingPathComponent("Resources/Examples/SampleApp")

    @Test("the missing ';' in de (line 6, at the end of the entry) and the duplicate key in en (line 9, note to line 2)")
    func documentedMistakes() throws {
        let configuration = Configuration(baseDirectory: Self.folder.path, sections: [:])
        let runner = LintRunner(linters: [StringsLinter.self], configuration: configuration, workingDirectory: Self.folder.path)
        let report = try runner.run(paths: [], toolName: StringsLinter.toolName)
        let found = report.diagnostics.filter { [SyntaxErrorRule.id, DuplicateKeyRule.id].contains($0.ruleID) }
        #expect(
            found.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID)" } == [
                "Resources/de.lproj/Localizable.strings:6:42 syntax-error",
                "Resources/en.lproj/Localizable.strings:9:1 duplicate-key",
            ])
        #expect(found.last?.notes.map(\.location.line) == [2])
        let text = TextReporter().render(report, context: ReportContext(useColor: false, workingDirectory: Self.folder.path))
        #expect(
            text.contains("     6 | \"welcome.body\" = \"Willkommen zurück, %d!\"\n       |                                          ^\n"))
    }
}
