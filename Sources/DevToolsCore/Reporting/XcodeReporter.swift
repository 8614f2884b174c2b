/// `path:line:col: severity: message [rule-id]` per finding, with related notes as `note:` lines. One
/// finding is one line whatever its file is named: control characters (a newline, an escape) are escaped.
public struct XcodeReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport, context: ReportContext) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            let place = Self.place(diagnostic.location)
            output +=
                "\(place): \(diagnostic.severity.rawValue): \(diagnostic.singleLineMessage.escapingControlCharacters) [\(diagnostic.ruleID)]\n"
            for note in diagnostic.notes {
                output += "\(Self.place(note.location)): note: \(note.message.escapingControlCharacters)\n"
            }
        }
        return output
    }

    static func place(_ location: SourceLocation) -> String {
        "\(location.file.escapingControlCharacters):\(location.line):\(location.column)"
    }
}
