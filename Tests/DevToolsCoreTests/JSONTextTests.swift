@testable import DevToolsCore
import Foundation
import Testing

/// `JSONReporter` writes its document by hand (`JSONText`) for speed; Foundation's encoder, with the
/// settings every JSON output uses (`JSONOutput`), is the reference it must equal byte for byte.
@Suite("JSON written by hand equals the encoder's")
struct JSONTextTests {
    func report(_ diagnostics: [Diagnostic], files: Int = 3) -> LintReport {
        LintReport(toolName: "lint-strings", rules: [], diagnostics: diagnostics, fileCount: files)
    }

    func expectEqualToEncoder(_ report: LintReport) {
        let reporter = JSONReporter()
        let byHand = reporter.render(report, context: SampleReport.context())
        let encoded = JSONOutput.encode(reporter.document(for: report)) + "\n"
        #expect(byHand == encoded)
    }

    @Test("every control character, quotes, backslashes, slashes, DEL and non-ASCII text")
    func escapes() {
        var awkward = ""
        for value in 0..<32 { awkward.unicodeScalars.append(Unicode.Scalar(value)!) }
        awkward += "\"\\/\u{7F} é 😀 \u{2028}\u{2029} %1$@ \u{301}"
        let diagnostic = Diagnostic(
            ruleID: "format-mismatch", severity: .error,
            location: SourceLocation(file: "de.lproj/Localizable \"strings\"/x.strings", line: 12, column: 7), message: awkward,
            notes: [
                RelatedNote(
                    message: "the en value is \"\(awkward)\"", location: SourceLocation(file: "en.lproj/a\\b.strings", line: 1, column: 1))
            ])
        expectEqualToEncoder(report([diagnostic]))
    }

    @Test("no findings, findings without notes, several notes, every severity")
    func shapes() {
        expectEqualToEncoder(report([], files: 0))
        let place = SourceLocation(file: "A.m", line: 3, column: 1)
        expectEqualToEncoder(
            report([
                Diagnostic(ruleID: "missing-super-call", severity: .warning, location: place, message: "no notes"),
                Diagnostic(
                    ruleID: "duplicate-key", severity: .error, location: place, message: "two notes",
                    notes: [RelatedNote(message: "first", location: place), RelatedNote(message: "", location: place)]),
                Diagnostic(ruleID: "style", severity: .note, location: SourceLocation(file: "", line: 0, column: 0), message: ""),
            ]))
    }

    @Test("the sample report every format's golden file shows")
    func sample() {
        expectEqualToEncoder(SampleReport.report)
    }
}
