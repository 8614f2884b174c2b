/// Which CLDR plural categories each locale's plurals have against those its language needs: for each
/// category, how many of the locale's plural variables have it (`3/4`), a needed category that some
/// lack marked in words as well as colour. Locales whose plurals are least complete come first.
enum HTMLPluralSection {
    static let categories = ["zero", "one", "two", "few", "many", "other"]

    static func render(_ coverage: LocalizationCoverage) -> String {
        var html = "<section id=\"plurals\">\n<h2>Plural categories</h2>\n"
        guard !coverage.plurals.isEmpty else {
            return html + "<p class=\"hint\">No plurals (<code>.stringsdict</code> or String Catalog) were found.</p>\n</section>\n"
        }
        html += "<p class=\"hint\">For each locale, the categories its language needs (Unicode CLDR) and how many of its plurals"
        html += " have each. <code>zero</code> is always allowed; a category the language never uses is marked unused;"
        html += " one only exact millions and compact numbers use (the <code>many</code> of fr, es, it…) is rarely used,"
        html += " and its absence only a note.</p>\n"
        html += HTMLWideTable.start + "<table class=\"grid plurals\">\n<thead><tr><th scope=\"col\">Locale</th>"
        html += "<th scope=\"col\">Needs</th><th scope=\"col\">Plurals</th>"
        for category in categories { html += "<th scope=\"col\">\(category)</th>" }
        html += "</tr></thead>\n<tbody>\n"
        let rows = coverage.plurals.sorted { lhs, rhs in
            (ratio(lhs), lhs.locale) < (ratio(rhs), rhs.locale)
        }
        for row in rows {
            let needs = row.needed.isEmpty ? "unknown language" : row.needed.joined(separator: ", ")
            html += "<tr><th scope=\"row\">\(HTMLEscaping.escape(row.locale))</th><td class=\"needs\">\(HTMLEscaping.escape(needs))</td>"
            html += "<td>\(row.plurals)</td>"
            for category in categories { html += cell(category, row: row) }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>" + HTMLWideTable.end + "</section>\n"
    }

    static func cell(_ category: String, row: LocalizationCoverage.PluralRow) -> String {
        let present = row.present[category] ?? 0
        let needed = row.needed.contains(category)
        if needed {
            let lacking = row.plurals - present
            guard lacking > 0 else { return "<td class=\"c100\">\(present)/\(row.plurals)<small>all</small></td>" }
            let words = lacking == 1 ? "1 lacks it" : "\(lacking) lack it"
            // Only a note (`plural-category-missing`): in the notes' calm colour, not a warning's.
            if row.rarelySelected.contains(category) {
                return "<td class=\"cnote\">\(present)/\(row.plurals)<small>\(words)</small><small>rarely used</small></td>"
            }
            return "<td class=\"\(present == 0 ? "c0" : "c50")\">\(present)/\(row.plurals)<small>\(words)</small></td>"
        }
        if present == 0 { return "<td class=\"cna\">—<small>not used</small></td>" }
        let words = category == "zero" || row.needed.isEmpty ? "optional" : "unused"
        return "<td class=\"cna\">\(present)/\(row.plurals)<small>\(words)</small></td>"
    }

    private static func ratio(_ row: LocalizationCoverage.PluralRow) -> Double {
        row.plurals == 0 ? 1 : Double(row.complete) / Double(row.plurals)
    }
}
