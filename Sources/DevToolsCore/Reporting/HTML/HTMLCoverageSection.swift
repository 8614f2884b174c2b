/// The matrix of locales × tables: each cell the share of the development language's keys that the
/// locale translates, coloured by band and always written out (percentage, counts, what is missing),
/// rows the least translated locale first, so the work that matters most is at the top.
enum HTMLCoverageSection {
    static func render(_ coverage: LocalizationCoverage) -> String {
        var html = "<section id=\"coverage\">\n<h2>Translation coverage</h2>\n"
        let locales = coverage.localesWorstFirst
        guard !locales.isEmpty, !coverage.tables.isEmpty else {
            return html + "<p class=\"hint\">No table has a translation to compare with its development language.</p>\n</section>\n"
        }
        let untranslatedCounted = coverage.cells.contains { $0.untranslated != nil }
        html += "<p class=\"hint\">Share of each table's development-language keys that a locale translates: keys it lacks"
        html +=
            untranslatedCounted
            ? " and values identical to the development value (rule <code>untranslated</code>) count against it."
            : " count against it (values identical to the development value are not counted: turn on the <code>untranslated</code> rule)."
        html += " Translations Apple's parser never loads (the file has a syntax error, or they follow a silent truncation)"
        html += " count against it too. Least translated locales first.</p>\n"
        html += legend
        html += HTMLWideTable.start + "<table class=\"grid matrix\">\n<thead><tr><th scope=\"col\">Locale</th>"
        html += "<th scope=\"col\">All tables</th>"
        for table in coverage.tables {
            html += "<th scope=\"col\">\(HTMLEscaping.escape(label(of: table, among: coverage.tables)))</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        var byKey: [String: LocalizationCoverage.Cell] = [:]
        for cell in coverage.cells { byKey[key(cell.locale, cell.table)] = cell }
        for locale in locales {
            let total = coverage.total(of: locale)
            html += "<tr><th scope=\"row\">\(HTMLEscaping.escape(locale))</th>"
            html += percentCell(translated: total.translated, keys: total.keys, details: [])
            for table in coverage.tables {
                guard let cell = byKey[key(locale, table)] else {
                    html += "<td class=\"cna\">—<small>not compared</small></td>"
                    continue
                }
                html += render(cell)
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>" + HTMLWideTable.end + "</section>\n"
    }

    /// The bands, in words: the colours only repeat them.
    static let legend = """
        <ul class="legend" aria-label="Colour bands"><li class="c100">100%</li><li class="c90">90–99%</li>\
        <li class="c75">75–89%</li><li class="c50">50–74%</li><li class="c0">under 50%</li>\
        <li class="cna">— not compared</li></ul>

        """

    static func render(_ cell: LocalizationCoverage.Cell) -> String {
        var details: [String] = []
        if cell.tableMissing {
            details.append("table missing")
        } else {
            if cell.missing > 0 { details.append("\(cell.missing) missing") }
            if let untranslated = cell.untranslated, untranslated > 0 { details.append("\(untranslated) untranslated") }
            if cell.unloaded > 0 { details.append("\(cell.unloaded) never loaded") }
        }
        return percentCell(translated: cell.translated, keys: cell.keys, details: details)
    }

    /// A cell: the percentage (rounded down, so 100% means complete), `translated/keys`, and details.
    static func percentCell(translated: Int, keys: Int, details: [String]) -> String {
        guard keys > 0 else { return "<td class=\"cna\">—<small>no keys</small></td>" }
        let percent = translated * 100 / keys
        let band =
            switch percent {
            case 100...: "c100"
            case 90...: "c90"
            case 75...: "c75"
            case 50...: "c50"
            default: "c0"
            }
        var html = "<td class=\"\(band)\"><span class=\"pct\">\(percent)%</span><small>\(translated)/\(keys)</small>"
        for detail in details { html += "<small>\(HTMLEscaping.escape(detail))</small>" }
        return html + "</td>"
    }

    /// A table's column heading: its name, with its folder when another table has the same name.
    static func label(of table: LocalizationCoverage.Table, among tables: [LocalizationCoverage.Table]) -> String {
        let shared = tables.contains { $0.name == table.name && $0 != table }
        return shared && !table.group.isEmpty ? table.group + "/" + table.name : table.name
    }

    private static func key(_ locale: String, _ table: LocalizationCoverage.Table) -> String {
        [locale, table.group, table.name, table.developmentLocale].joined(separator: "\u{0}")
    }
}
