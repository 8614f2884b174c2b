/// `path:line:col: severity: message [rule-id]` per finding, with related notes as `note:` lines.
public struct XcodeReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport, context: ReportContext) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            let place = Self.place(diagnostic.location)
            output += "\(place): \(diagnostic.severity.rawValue): \(diagnostic.singleLineMessage) [\(diagnostic.ruleID)]\n"
            for note in diagnostic.notes {
                output += "\(Self.place(note.location)): note: \(note.message)\n"
            }
        }
        return output
    }

    static func place(_ location: SourceLocation) -> String {
        "\(location.file):\(location.line):\(location.column)"
    }
}
