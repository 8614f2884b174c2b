/// A Markdown table of the findings (location, severity, rule, message), for a pull-request comment or
/// a wiki page; with `--list-rules`, the table of rules README carries (see `RuleListing`).
///
/// Every path and message is escaped (`MarkdownEscaping`): a key `<script>` shows as text on GitHub.
public struct MarkdownReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport, context: ReportContext) -> String {
        let summary = MarkdownEscaping.text(report.summaryLine) + "\n"
        guard !report.diagnostics.isEmpty else { return context.quiet ? "" : summary }
        var output = "| location | severity | rule | message |\n|---|---|---|---|\n"
        for diagnostic in report.diagnostics {
            let place = "\(diagnostic.location.file):\(diagnostic.location.line):\(diagnostic.location.column)"
            output += "| \(MarkdownEscaping.codeSpan(place)) | \(diagnostic.severity.rawValue) | `\(diagnostic.ruleID)` |"
            output += " \(MarkdownEscaping.text(diagnostic.singleLineMessage)) |\n"
        }
        return context.quiet ? output : output + "\n" + summary
    }

    /// The project's own Markdown (a rule's summary, with its `code` spans) made safe for a table cell:
    /// `|` escaped, control characters (a newline) escaped. Text from the user's files goes through
    /// `MarkdownEscaping` instead.
    public static func cell(_ text: String) -> String {
        text.escapingControlCharacters.replacingOccurrences(of: "|", with: "\\|")
    }
}
