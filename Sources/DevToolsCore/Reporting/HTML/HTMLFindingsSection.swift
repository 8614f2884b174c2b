/// The findings, grouped by rule (the rule with the most serious findings first) and then by file, each
/// with its `line:column`, severity, message, notes and source line. A manager hands one rule's list
/// to whoever fixes that kind of mistake, which is why rules come before files here.
///
/// Each rule shows its first `shownPerRule` findings in report order, under a heading with the rule's
/// full count, and says how many more there are and where to find them: a page of a million findings
/// would be gigabytes no browser opens (issue 31), and the first thousand of one mistake teach what
/// the next thousand would.
enum HTMLFindingsSection {
    static let shownPerRule = 1_000

    /// One rule's part of the page: how many findings, the most serious severity, the ones shown.
    private struct RuleFindings {
        var count = 0
        var worst = Severity.note
        var shown: [Int] = []
    }

    static func render(_ report: LintReport, lines: SourceLineCache, shownPerRule: Int = shownPerRule) -> String {
        var html = "<section id=\"findings\">\n<h2>Findings</h2>\n"
        guard !report.diagnostics.isEmpty else {
            return html + "<p>\(HTMLEscaping.escape(report.summaryLine))</p>\n</section>\n"
        }
        html += "<p id=\"filter-box\" hidden><label for=\"filter\">Filter findings: </label>"
        html += "<input type=\"search\" id=\"filter\" placeholder=\"rule, file, key or text\"> <span id=\"filter-count\"></span></p>\n"
        let summaries = Dictionary(report.rules.map { ($0.id, $0.summary) }, uniquingKeysWith: { first, _ in first })
        // Grouped in one pass; findings of one rule tend to come together, so the rule's group is looked
        // up again only when the rule changes.
        var groupOfRule: [String: Int] = [:]
        var groups: [(rule: String, findings: RuleFindings)] = []
        var lastRule: String?
        var group = 0
        for (index, diagnostic) in report.diagnostics.enumerated() {
            let rule = diagnostic.ruleID
            if rule != lastRule {
                if let known = groupOfRule[rule] {
                    group = known
                } else {
                    group = groups.count
                    groupOfRule[rule] = group
                    groups.append((rule, RuleFindings()))
                }
                lastRule = rule
            }
            groups[group].findings.count += 1
            groups[group].findings.worst = max(groups[group].findings.worst, diagnostic.severity)
            if groups[group].findings.shown.count < shownPerRule { groups[group].findings.shown.append(index) }
        }
        let order = groups.sorted { lhs, rhs in
            let (left, right) = (lhs.findings.worst, rhs.findings.worst)
            return left != right ? left > right : lhs.rule < rhs.rule
        }
        for (rule, findings) in order {
            let shown = findings.shown.map { report.diagnostics[$0] }  // in report order: by file, line, column
            html +=
                "<section class=\"rule\">\n<h3><code>\(HTMLEscaping.escape(rule))</code> — \(pluralized(findings.count, "finding"))</h3>\n"
            if let summary = summaries[rule] { html += "<p class=\"hint\">\(HTMLInlineCode.render(summary))</p>\n" }
            if findings.count > shown.count {
                html += "<p class=\"hint\">The first \(shown.count) are shown; \(pluralized(findings.count - shown.count, "more finding")) "
                html += "of this rule are in the other formats (<code>--format json</code>, <code>--format text</code>).</p>\n"
            }
            var start = shown.startIndex
            while start < shown.endIndex {
                let file = shown[start].location.file
                let end = shown[start...].firstIndex { $0.location.file != file } ?? shown.endIndex
                html += "<section class=\"file\">\n<h4>\(HTMLEscaping.escape(file))</h4>\n<ol class=\"findings\">\n"
                for diagnostic in shown[start..<end] { html += render(diagnostic, lines: lines) }
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
        let words = diagnostic.words
        let search = [diagnostic.ruleID, location.file, severity, words.singleLineMessage].joined(separator: " ").lowercased()
        var html = "<li class=\"\(severity)\" data-search=\"\(HTMLEscaping.escape(search))\">"
        html += "<p class=\"message\"><span class=\"loc\">\(location.line):\(location.column)</span>"
        html += "<span class=\"sev sev-\(severity)\">\(severity)</span> \(HTMLEscaping.escape(words.singleLineMessage))</p>"
        html += HTMLSourceLine.render(location, lines: lines)
        if !words.notes.isEmpty {
            html += "<ul class=\"notes\">"
            for note in words.notes {
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
