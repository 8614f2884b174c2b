/// The page's first section: what was linted (project, locales, tables, files) and the findings by
/// severity, each count in words beside its colour.
enum HTMLSummarySection {
    static func render(_ report: LintReport, project: String) -> String {
        var rows: [(String, String)] = [("Project", HTMLEscaping.escape(project))]
        if let coverage = report.localizationCoverage {
            let development = Set(coverage.tables.map(\.developmentLocale)).sorted()
            let locales = Set(coverage.cells.map(\.locale)).sorted()
            rows.append(("Development language", development.isEmpty ? "none found" : escapedList(development)))
            rows.append(("Locales", locales.isEmpty ? "no translations" : "\(locales.count): " + escapedList(locales)))
            let names = coverage.tables.map { HTMLCoverageSection.label(of: $0, among: coverage.tables) }
            rows.append(("Tables", names.isEmpty ? "none compared" : "\(names.count): " + escapedList(names)))
        }
        rows.append(("Files checked", String(report.fileCount)))
        let counts = Severity.allCases.reversed().map { severity in
            let count = report.count(severity)
            return "<span class=\"sev sev-\(severity.rawValue)\">\(pluralized(count, severity.rawValue))</span>"
        }
        rows.append(("Findings", counts.joined(separator: " ") + " in \(pluralized(report.filesWithFindings, "file"))"))
        var html = "<section id=\"summary\">\n<h2>Summary</h2>\n<dl class=\"summary\">\n"
        for (term, value) in rows { html += "<dt>\(term)</dt><dd>\(value)</dd>\n" }
        html += "</dl>\n"
        if let nothing = report.nothingToLint { html += "<p class=\"hint\">\(HTMLEscaping.escape(nothing))</p>\n" }
        if let failure = report.failure { html += "<p class=\"hint\">Error: \(HTMLEscaping.escape(failure))</p>\n" }
        return html + "</section>\n"
    }

    static func escapedList(_ items: [String]) -> String {
        items.map(HTMLEscaping.escape).joined(separator: ", ")
    }
}
