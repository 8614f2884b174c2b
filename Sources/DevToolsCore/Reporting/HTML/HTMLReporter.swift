import Foundation

/// One self-contained HTML page for people who read reports rather than terminals (localization
/// managers): a summary, then, for lint-strings, the translation coverage of every locale and table and
/// the plural categories each locale has, then every finding grouped by rule and file with its source
/// line. Inline CSS and a small script only (no network); readable and complete without JavaScript.
/// Everything taken from the project (paths, keys, values, messages) is escaped (`HTMLEscaping`).
///
/// lint-components and `devtools lint` have no coverage (`LintReport.localizationCoverage` is nil):
/// their page is the summary and the findings.
public struct HTMLReporter: Reporter {
    public init() {}

    public func write(_ report: LintReport, context: ReportContext, to output: inout ReportOutput) {
        let project = Self.projectName(report, workingDirectory: context.workingDirectory)
        output.write(
            """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTMLEscaping.escape("\(report.toolName) report: \(project)"))</title>
            <style>
            \(HTMLPageStyle.css)
            </style>
            </head>
            <body>
            <header>
            <h1>\(HTMLEscaping.escape(report.toolName)) report: \(HTMLEscaping.escape(project))</h1>
            <p class="meta">devtools \(HTMLEscaping.escape(DevToolsVersion.current))</p>
            </header>
            <main>

            """)
        output.write(HTMLSummarySection.render(report, project: project))
        if let coverage = report.localizationCoverage {
            output.write(HTMLCoverageSection.render(coverage))
            output.write(HTMLPluralSection.render(coverage))
        }
        output.write(HTMLFindingsSection.render(report, lines: context.sourceLines))
        output.write(
            """
            </main>
            <script>
            \(HTMLPageStyle.script)
            </script>
            </body>
            </html>

            """)
    }

    /// The paths the run was given, the working directory's name for `.`: what the run was about.
    static func projectName(_ report: LintReport, workingDirectory: String) -> String {
        let folder = URL(fileURLWithPath: workingDirectory).lastPathComponent
        let names = report.roots.map { root in
            let trimmed = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
            return trimmed == "." || trimmed == "./" ? folder : trimmed
        }
        return names.isEmpty ? folder : names.joined(separator: ", ")
    }
}
