import DevToolsCore

/// What one String Catalog counts for the HTML report's coverage matrix and plural table, gathered as
/// `XCStringsChecker` walks it: per language, the entries to translate, those with no translation (as
/// `missing-translation` counts them) and those in state `new` (copied from the source, untranslated);
/// and the categories of every plural.
struct CatalogCoverage {
    var tallies: [String: TranslationTally] = [:]
    var plurals: [String: [Set<String>]] = [:]

    /// Counts one entry that is to be translated (`shouldTranslate` and not stale) in every language.
    mutating func count(units: [String: XCStringsUnit], localized: Set<String>, source: String, languages: Set<String>) {
        let present = Array(localized) + [source]
        for language in languages {
            var tally = tallies[language] ?? TranslationTally()
            tally.keys += 1
            if !localized.contains(language) {
                if LocaleFallback.parent(of: language, among: present) == nil { tally.missing += 1 }
            } else if units[language]?.states.contains("new") == true {
                tally.untranslated += 1
            }
            tallies[language] = tally
        }
    }

    func record(in collector: LocalizationCoverageCollector, file: String, source: String) {
        let name = file.split(separator: "/").last.map { String($0.dropLast(".xcstrings".count)) } ?? file
        let table = LocalizationCoverage.Table(group: CoverageRecorder.group(of: "\(file)/x"), name: name, developmentLocale: source)
        for (language, tally) in tallies {
            collector.record(
                cell: .init(table: table, locale: language, keys: tally.keys, missing: tally.missing, untranslated: tally.untranslated))
        }
        for (language, forms) in plurals {
            collector.record(
                plurals: forms, locale: language, needed: PluralCategories.categories(for: language) ?? [],
                rarelySelected: PluralCategoryHistory.rarelySelected(for: language))
        }
    }
}
