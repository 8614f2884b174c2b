import DevToolsCore

/// Hands what the cross-locale pass counted for one table to the report's coverage collector: a cell
/// per translation, a cell per locale that lacks the whole table, and each file's plural categories.
struct CoverageRecorder: Sendable {
    let collector: LocalizationCoverageCollector
    let table: LocalizationCoverage.Table
    let reportsUntranslated: Bool
    let missingIn: [String]

    init(collector: LocalizationCoverageCollector, job: TableJob, reportsUntranslated: Bool) {
        self.collector = collector
        self.table = LocalizationCoverage.Table(
            group: Self.group(of: job.reference.anyFile?.file.displayPath ?? ""), name: job.name, developmentLocale: job.referenceLocale)
        self.reportsUntranslated = reportsUntranslated
        self.missingIn = job.missingIn
    }

    func record(_ tally: TranslationTally, locale: String) {
        collector.record(
            cell: .init(
                table: table, locale: locale, keys: tally.keys, missing: tally.missing,
                untranslated: reportsUntranslated ? tally.untranslated : nil, unloaded: tally.unloaded))
    }

    /// A locale without the table lacks every one of its `keys`.
    func recordMissingTables(keys: Int) {
        for locale in missingIn {
            collector.record(
                cell: .init(
                    table: table, locale: locale, keys: keys, missing: keys, untranslated: reportsUntranslated ? 0 : nil, tableMissing: true
                ))
        }
    }

    /// The categories of every plural variable of a `.stringsdict` file.
    static func recordPlurals(of document: StringsdictDocument, locale: String, in collector: LocalizationCoverageCollector) {
        let plurals = document.entries.flatMap { entry in
            entry.variables.values.map { PluralCategories.covered(Set($0.categories.keys), locale: locale, valueType: $0.valueType) }
        }
        collector.record(
            plurals: plurals, locale: locale, needed: PluralCategories.categories(for: locale) ?? [],
            rarelySelected: PluralCategoryHistory.rarelySelected(for: locale))
    }

    /// The folder that holds a table's `.lproj` folders, from one of its files' shown path.
    static func group(of displayPath: String) -> String {
        let parts = displayPath.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count > 2 else { return "" }
        return parts.dropLast(2).joined(separator: "/")
    }
}
