/// Every finding, grouped by rule (the rule with the most serious findings first) and then by file, each
/// with its `line:column`, severity, message, notes and source line. A manager hands one rule's list
/// to whoever fixes that kind of mistake, which is why rules come before files here.
enum HTMLFindingsSection {
    static func render(_ report: LintReport, lines: SourceLineCache) -> String {
        var html = "<section id=\"findings\">\n<h2>Findings</h2>\n"
        guard !report.diagnostics.isEmpty else {
            return html + "<p>\(HTMLEscaping.escape(report.summaryLine))</p>\n</section>\n"
        }
        html += "<p id=\"filter-box\" hidden><label for=\"filter\">Filter findings: </label>"
        html += "<input type=\"search\" id=\"filter\" placeholder=\"rule, file, key or text\"> <span id=\"filter-count\"></span></p>\n"
        let summaries = Dictionary(report.rules.map { ($0.id, $0.summary) }, uniquingKeysWith: { first, _ in first })
        let byRule = Dictionary(grouping: report.diagnostics, by: \.ruleID)
        let order = byRule.keys.sorted { lhs, rhs in
            let (left, right) = (byRule[lhs]!.map(\.severity).max()!, byRule[rhs]!.map(\.severity).max()!)
            return left != right ? left > right : lhs < rhs
        }
        for rule in order {
            let findings = byRule[rule]!  // in report order: by file, line, column
            html +=
                "<section class=\"rule\">\n<h3><code>\(HTMLEscaping.escape(rule))</code> — \(pluralized(findings.count, "finding"))</h3>\n"
            if let summary = summaries[rule] { html += "<p class=\"hint\">\(HTMLInlineCode.render(summary))</p>\n" }
            var start = findings.startIndex
            while start < findings.endIndex {
                let file = findings[start].location.file
                let end = findings[start...].firstIndex { $0.location.file != file } ?? findings.endIndex
                html += "<section class=\"file\">\n<h4>\(HTMLEscaping.escape(file))</h4>\n<ol class=\"findings\">\n"
                for diagnostic in findings[start..<end] { html += render(diagnostic, lines: lines) }
                html += "</ol>\n</section>\n"
                start = end
            }
            html += "</section>\n"
        }
        return html + "</section>\n"
    }

    static func render(_ diagnostic: Diagnostic, lines: SourceLineCache) -> String {
        let location = diagnostic.location
        let severity = diagnostic.severity.rawValue
        let search = [diagnostic.ruleID, location.file, severity, diagnostic.singleLineMessage].joined(separator: " ").lowercased()
        var html = "<li class=\"\(severity)\" data-search=\"\(HTMLEscaping.escape(search))\">"
        html += "<p class=\"message\"><span class=\"loc\">\(location.line):\(location.column)</span>"
        html += "<span class=\"sev sev-\(severity)\">\(severity)</span> \(HTMLEscaping.escape(diagnostic.singleLineMessage))</p>"
        html += HTMLSourceLine.render(location, lines: lines)
        if !diagnostic.notes.isEmpty {
            html += "<ul class=\"notes\">"
            for note in diagnostic.notes {
                let place =
                    note.location.file == location.file
                    ? "\(note.location.line):\(note.location.column)"
                    : "\(note.location.file):\(note.location.line):\(note.location.column)"
                html += "<li>note: \(HTMLEscaping.escape(note.message)) (<span class=\"loc\">\(HTMLEscaping.escape(place))</span>)"
                html += HTMLSourceLine.render(note.location, lines: lines) + "</li>"
            }
            html += "</ul>"
        }
        return html + "</li>\n"
    }
}
