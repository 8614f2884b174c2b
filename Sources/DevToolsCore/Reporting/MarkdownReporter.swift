/// A Markdown table of the findings (location, severity, rule, message), for a pull-request comment or
/// a wiki page; with `--list-rules`, the table of rules README carries (see `RuleListing`).
///
/// Every path and message is escaped (`MarkdownEscaping`): a key `<script>` shows as text on GitHub.
public struct MarkdownReporter: Reporter {
    public init() {}

    public func write(_ report: LintReport, context: ReportContext, to output: inout ReportOutput) {
        let summary = MarkdownEscaping.text(report.summaryLine) + "\n"
        guard !report.diagnostics.isEmpty else {
            if !context.quiet { output.write(summary) }
            return
        }
        output.write("| location | severity | rule | message |\n|---|---|---|---|\n")
        for (diagnostic, words) in report.wordedDiagnostics {
            let place = "\(diagnostic.location.file):\(diagnostic.location.line):\(diagnostic.location.column)"
            output.write("| \(MarkdownEscaping.codeSpan(place)) | \(diagnostic.severity.rawValue) | `\(diagnostic.ruleID)` |")
            output.write(" \(MarkdownEscaping.text(words.singleLineMessage)) |\n")
        }
        if !context.quiet { output.write("\n" + summary) }
    }

    /// The project's own Markdown (a rule's summary, with its `code` spans) made safe for a table cell:
    /// `|` escaped, control characters (a newline) escaped. Text from the user's files goes through
    /// `MarkdownEscaping` instead.
    public static func cell(_ text: String) -> String {
        text.escapingControlCharacters.replacingOccurrences(of: "|", with: "\\|")
    }
}
