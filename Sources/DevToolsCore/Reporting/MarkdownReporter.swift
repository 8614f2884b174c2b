/// A Markdown table of the findings (location, severity, rule, message), for a pull-request comment or
/// a wiki page; with `--list-rules`, the table of rules README carries (see `RuleListing`).
public struct MarkdownReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport, context: ReportContext) -> String {
        guard !report.diagnostics.isEmpty else { return context.quiet ? "" : report.summaryLine + "\n" }
        var output = "| location | severity | rule | message |\n|---|---|---|---|\n"
        for diagnostic in report.diagnostics {
            let place = "\(diagnostic.location.file):\(diagnostic.location.line):\(diagnostic.location.column)"
            output +=
                "| `\(Self.cell(place))` | \(diagnostic.severity.rawValue) | `\(diagnostic.ruleID)` | \(Self.cell(diagnostic.singleLineMessage)) |\n"
        }
        return context.quiet ? output : output + "\n" + report.summaryLine + "\n"
    }

    /// Text that cannot break the table: `|` escaped, control characters (a newline) escaped.
    public static func cell(_ text: String) -> String {
        text.escapingControlCharacters.replacingOccurrences(of: "|", with: "\\|")
    }
}
