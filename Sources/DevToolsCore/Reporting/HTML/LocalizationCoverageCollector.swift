import Foundation

/// Gathers `LocalizationCoverage` while lint-strings compares translations, from the threads that
/// compare them: only asked for by the HTML report, so other formats pay nothing.
///
/// `@unchecked Sendable`: every access to `coverage` holds `lock`.
public final class LocalizationCoverageCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var coverage = LocalizationCoverage()
    private var pluralRows: [String: LocalizationCoverage.PluralRow] = [:]

    public init() {}

    public func record(cell: LocalizationCoverage.Cell) {
        lock.withLock {
            if !coverage.tables.contains(cell.table) { coverage.tables.append(cell.table) }
            coverage.cells.append(cell)
        }
    }

    /// The categories each plural variable of one file in `locale` has; `needed` is CLDR's list for it,
    /// `rarelySelected` those of them whose absence is only a note (see `PluralRow.rarelySelected`).
    public func record(plurals: [Set<String>], locale: String, needed: [String], rarelySelected: Set<String> = []) {
        guard !plurals.isEmpty else { return }
        lock.withLock {
            var row =
                pluralRows[locale]
                ?? LocalizationCoverage.PluralRow(locale: locale, needed: needed, rarelySelected: rarelySelected)
            row.plurals += plurals.count
            for categories in plurals {
                for category in categories { row.present[category, default: 0] += 1 }
            }
            pluralRows[locale] = row
        }
    }

    /// What was gathered, in a stable order (tables by group and name, cells by table and locale,
    /// plural rows by locale): the order of threads never shows in a report.
    public var summary: LocalizationCoverage {
        lock.withLock {
            var result = coverage
            let order = { (table: LocalizationCoverage.Table) in [table.group, table.name, table.developmentLocale] }
            result.tables.sort { order($0).lexicographicallyPrecedes(order($1)) }
            result.cells.sort { (order($0.table) + [$0.locale]).lexicographicallyPrecedes(order($1.table) + [$1.locale]) }
            result.plurals = pluralRows.keys.sorted().compactMap { pluralRows[$0] }
            return result
        }
    }
}
