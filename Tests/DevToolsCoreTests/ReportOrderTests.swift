import DevToolsCore
import Testing

/// A report lists its findings by file, line and column, then rule and message; findings equal in all
/// of them keep the order the linters gave. `sortedForReport` sorts by numbers (each file's rank), and
/// must give what sorting the findings themselves by `Diagnostic.reportOrder` gives.
@Suite("Report order")
struct ReportOrderTests {
    static func finding(_ file: String, _ line: Int, _ column: Int, _ rule: String = "r", _ message: String = "m") -> Diagnostic {
        Diagnostic(
            ruleID: rule, severity: .warning, location: DevToolsCore.SourceLocation(file: file, line: line, column: column),
            message: message)
    }

    @Test func findingsFromSeveralLintersComeOutFileByFile() {
        let findings = [
            Self.finding("b.strings", 2, 1), Self.finding("a.strings", 9, 1), Self.finding("b.strings", 1, 5),
            Self.finding("a.strings", 9, 1, "duplicate-key"), Self.finding("Ä.strings", 1, 1), Self.finding("a.strings", 1, 2, "r", "z"),
            Self.finding("a.strings", 1, 2, "r", "a"), Self.finding("A.strings", 3, 3),
        ]
        let sorted = findings.sortedForReport()
        #expect(sorted == findings.sorted(by: Diagnostic.reportOrder))
        #expect(
            sorted.map { "\($0.location.file):\($0.location.line):\($0.ruleID):\($0.message)" } == [
                "A.strings:3:r:m", "a.strings:1:r:a", "a.strings:1:r:z", "a.strings:9:duplicate-key:m", "a.strings:9:r:m",
                "b.strings:1:r:m", "b.strings:2:r:m", "Ä.strings:1:r:m",
            ])
    }

    @Test func equalFindingsKeepTheirOrder() {
        let first = Self.finding("a.strings", 1, 1)
        var second = first
        second.notes = [RelatedNote(message: "second", location: first.location)]
        let sorted = [Self.finding("b.strings", 1, 1), first, second].sortedForReport()
        #expect(sorted.map(\.notes.count) == [0, 1, 0])
    }

    /// Thousands at one place (a table's missing keys, all at its top), their words deferred: ordered by
    /// rule and message as `reportOrder` orders them, each message written once, on every core.
    @Test func manyAtOnePlaceByRuleAndMessage() {
        let findings =
            (0..<5_000).map { index in
                let rule = index.isMultiple(of: 3) ? "missing-key" : "format-mismatch"
                let message = "'key.\((index * 7_919) % 5_000)' is missing"
                return Diagnostic(
                    ruleID: rule, severity: .warning, location: DevToolsCore.SourceLocation(file: "de.strings", line: 1, column: 1),
                    words: { Diagnostic.Words(message: message) })
            } + [Self.finding("de.strings", 1, 1, "missing-key", "'key.3' is missing")]  // written, among deferred ones
        let sorted = findings.sortedForReport()
        #expect(sorted == findings.sorted(by: Diagnostic.reportOrder))
        #expect(sorted.first?.ruleID == "format-mismatch")
        #expect(sorted.last?.ruleID == "missing-key")
    }
}
