import DevToolsCore
import Foundation
import Testing

/// A finding whose words are written when the report asks (`Diagnostic.Words`) is the same finding as
/// one that carries them: every format prints it the same, it compares, hashes and encodes the same,
/// and a change to its words is kept.
@Suite struct DeferredWordsTests {
    /// `finding` again, its words deferred.
    static func deferred(_ finding: Diagnostic) -> Diagnostic {
        let words = finding.words
        return Diagnostic(
            ruleID: finding.ruleID, severity: finding.severity, location: finding.location, words: { words })
    }

    @Test(arguments: OutputFormat.allCases)
    func everyFormatPrintsTheSame(format: OutputFormat) {
        var written = SampleReport.report
        // More findings than one thread writes on its own, and more than a batch, so the words are
        // written on every core and across batch boundaries.
        let first = written.diagnostics[0]
        written.diagnostics += (1...9_000).map { index in
            var copy = first
            copy.location.line = 100 + index
            copy.message += " \(index)"
            if index.isMultiple(of: 2) { copy.subject = "key \(index) in de" }  // SARIF fingerprints it
            return copy
        }
        var deferred = written
        deferred.diagnostics = written.diagnostics.map(Self.deferred)
        let reporter = format.reporter
        let context = SampleReport.context()
        let expected = reporter.render(written, context: context)
        #expect(reporter.render(deferred, context: context) == expected)
        #expect(format == .html || expected.contains(" 9000"))
    }

    @Test func comparesHashesAndEncodesAsWritten() throws {
        var subjected = SampleReport.report.diagnostics[0]
        subjected.subject = "key greeting in de"
        for finding in SampleReport.report.diagnostics + [subjected] {
            let deferred = Self.deferred(finding)
            #expect(deferred == finding)
            #expect(deferred.hashValue == finding.hashValue)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            #expect(try encoder.encode(deferred) == encoder.encode(finding))
            #expect(deferred.singleLineMessage == finding.singleLineMessage)
            #expect(deferred.subject == finding.subject)
        }
    }

    @Test func aChangedMessageIsKept() {
        let finding = SampleReport.report.diagnostics.first { !$0.notes.isEmpty }!
        var deferred = Self.deferred(finding)
        let copy = deferred
        deferred.message += " (changed)"
        deferred.notes.append(RelatedNote(message: "added", location: finding.location))
        #expect(deferred.message == finding.message + " (changed)")
        #expect(deferred.notes == finding.notes + [RelatedNote(message: "added", location: finding.location)])
        #expect(copy == finding)  // the copy taken before still says what it said
    }
}
