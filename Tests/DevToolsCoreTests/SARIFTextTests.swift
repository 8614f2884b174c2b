@testable import DevToolsCore
import DevToolsTestSupport
import Foundation
import Testing

/// `SARIFReporter` writes its log by hand (`JSONText`) for speed; the `Encodable` log encoded by
/// `JSONOutput` is the reference it must equal byte for byte: columns in code points on lines with
/// combining marks and emoji, paths inside and outside the repository, notes, subjects, rules the
/// table lacks, repeated fingerprints.
@Suite("SARIF written by hand equals the encoder's")
struct SARIFTextTests {
    @Test func awkwardFindings() throws {
        let tree = try TemporaryTree.make([
            "App/en.lproj/A b#.strings": "\"k\" = \"v\";\nab\u{301}c = \"x\";\n\t👩‍👩‍👧 \"y\" = \"z\";\n  \"k\" = \"v\";  \n",
            "App/de.lproj/A b#.strings": "\"k\" = \"w\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: tree) }
        let file = "App/en.lproj/A b#.strings", other = "App/de.lproj/A b#.strings"
        func at(_ file: String, _ line: Int, _ column: Int) -> DevToolsCore.SourceLocation {
            DevToolsCore.SourceLocation(file: file, line: line, column: column)
        }
        let diagnostics = [
            Diagnostic(ruleID: "duplicate-key", severity: .error, location: at(file, 1, 1), message: "first \"k\""),
            Diagnostic(
                ruleID: "duplicate-key", severity: .error, location: at(file, 4, 3), message: "same line text, trimmed: same fingerprint"),
            Diagnostic(
                ruleID: "format-mismatch", severity: .warning, location: at(file, 2, 3), message: "after a combining mark",
                notes: [
                    RelatedNote(message: "the de value", location: at(other, 1, 7)), RelatedNote(message: "", location: at(file, 3, 4)),
                ]),
            Diagnostic(ruleID: "format-mismatch", severity: .warning, location: at(file, 2, 4), message: "at the mark's end"),
            Diagnostic(ruleID: "missing-key", severity: .note, location: at(other, 1, 1), message: "subject", subject: "de:k"),
            Diagnostic(
                ruleID: "unknown-rule", severity: .note, location: at("/outside/a b.strings", 9, 2), message: "outside the tree\n\u{1B}"),
        ]
        let rules = [
            RuleDescription(id: "format-mismatch", summary: "Summary `code`.", rationale: "Why \"quoted\".", defaultSeverity: .error),
            RuleDescription(id: "duplicate-key", summary: "Dup.", rationale: "Because.", defaultSeverity: .error, isOptIn: true),
        ]
        let report = LintReport(toolName: "lint-strings", rules: rules, diagnostics: diagnostics, fileCount: 2)
        let context = ReportContext(useColor: false, workingDirectory: tree.path, repositoryRoot: tree.path)
        let reporter = SARIFReporter()
        let byHand = reporter.render(report, context: context)
        #expect(byHand == JSONOutput.encode(reporter.log(for: report, context: context)) + "\n")
        #expect(byHand.contains("\"startColumn\" : 4"))  // line 2, column 3: a, b and its mark before it
        #expect(byHand.contains(":2\""))  // the second finding on a line trimmed the same
    }

    /// Fingerprint counts are dropped as each file's findings end; a report not in file order (its
    /// findings set by hand) keeps them all, so the same line in one file counts 1, 2, 3 all the same.
    @Test func fingerprintsCountedAcrossFilesOutOfOrder() throws {
        let tree = try TemporaryTree.make(["a.strings": "\"k\" = \"v\";\n\"k\" = \"v\";\n", "b.strings": "\"x\" = \"y\";\n"])
        defer { try? FileManager.default.removeItem(at: tree) }
        func finding(_ file: String, _ line: Int) -> Diagnostic {
            Diagnostic(
                ruleID: "duplicate-key", severity: .error, location: DevToolsCore.SourceLocation(file: file, line: line, column: 1),
                message: "m")
        }
        var report = LintReport(toolName: "lint-strings", rules: [], diagnostics: [], fileCount: 2)
        report.diagnostics = [finding("a.strings", 1), finding("b.strings", 1), finding("a.strings", 2)]
        let context = ReportContext(useColor: false, workingDirectory: tree.path, repositoryRoot: tree.path)
        let reporter = SARIFReporter()
        let byHand = reporter.render(report, context: context)
        #expect(byHand == JSONOutput.encode(reporter.log(for: report, context: context)) + "\n")
        #expect(byHand.contains(":2\""))  // a.strings' two equal lines, with b.strings between them
        #expect(!SARIFReporter.FingerprintCounter.isGroupedByFile(report.diagnostics))
        #expect(SARIFReporter.FingerprintCounter.isGroupedByFile(report.diagnostics.sortedForReport()))
    }

    @Test func noFindings() {
        let report = LintReport(toolName: "devtools", rules: [], diagnostics: [], fileCount: 0)
        let reporter = SARIFReporter()
        let context = SampleReport.context()
        #expect(reporter.render(report, context: context) == JSONOutput.encode(reporter.log(for: report, context: context)) + "\n")
    }
}
