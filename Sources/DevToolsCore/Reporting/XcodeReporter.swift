/// `path:line:col: severity: message [rule-id]` per finding, with related notes as `note:` lines. One
/// finding is one line whatever its file is named: control characters (a newline, an escape) are escaped.
public struct XcodeReporter: Reporter {
    public init() {}

    /// Written in pieces, each file's escaped path made once while its findings last: one string made
    /// per line was most of the time of a report of a million findings.
    public func write(_ report: LintReport, context: ReportContext, to output: inout ReportOutput) {
        var paths = RecentPaths<String>()
        for (diagnostic, words) in report.wordedDiagnostics {
            Self.write(diagnostic.location, paths: &paths, to: &output)
            output.write(": ")
            output.write(diagnostic.severity.rawValue)
            output.write(": ")
            output.write(words.singleLineMessage.escapingControlCharacters)
            output.write(" [")
            output.write(diagnostic.ruleID)
            output.write("]\n")
            for note in words.notes {
                Self.write(note.location, paths: &paths, to: &output)
                output.write(": note: ")
                output.write(note.message.escapingControlCharacters)
                output.write("\n")
            }
        }
    }

    static func place(_ location: SourceLocation) -> String {
        "\(location.file.escapingControlCharacters):\(location.line):\(location.column)"
    }

    /// `path:line:col`, as `place` gives it.
    private static func write(_ location: SourceLocation, paths: inout RecentPaths<String>, to output: inout ReportOutput) {
        output.write(paths.escaped(location.file))
        output.write(":")
        output.write(String(location.line))
        output.write(":")
        output.write(String(location.column))
    }

}
