/// The `--format` values, each backed by one reporter type.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// Grouped by file, with the source line and a caret; for people.
    case text
    /// `path:line:col: error: message [rule-id]`, which Xcode and most editors turn into inline issues.
    case xcode
    /// A stable, versioned document; see README for the schema.
    case json
    /// SARIF 2.1.0, for GitHub code scanning and other SARIF viewers.
    case sarif
    /// GitHub Actions workflow commands, which become annotations on a pull request.
    case github
    /// A Markdown table; with `--list-rules`, the rule table README carries.
    case markdown
    /// One self-contained HTML page: summary, translation coverage (lint-strings), findings by rule.
    case html

    public var reporter: any Reporter {
        switch self {
        case .text: TextReporter()
        case .xcode: XcodeReporter()
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .github: GitHubActionsReporter()
        case .markdown: MarkdownReporter()
        case .html: HTMLReporter()
        }
    }
}
