/// How complete each locale's translation of each table is, and which CLDR plural categories each
/// locale's plurals have: what lint-strings learnt while comparing translations with the development
/// language, kept as plain numbers so a reporter can draw it without reading a file again.
///
/// lint-strings fills it (through `LocalizationCoverageCollector`) in the same pass that finds
/// `missing-key` and `untranslated`, so its numbers and the findings always agree.
public struct LocalizationCoverage: Sendable, Equatable {
    /// One table (`Localizable` beside its `.lproj` folders, or a String Catalog) in its development
    /// language.
    public struct Table: Sendable, Hashable {
        /// The folder that holds the `.lproj` folders (or the catalog), as reports show paths.
        public var group: String
        public var name: String
        public var developmentLocale: String

        public init(group: String, name: String, developmentLocale: String) {
            self.group = group
            self.name = name
            self.developmentLocale = developmentLocale
        }
    }

    /// One table in one translation.
    public struct Cell: Sendable, Equatable {
        public var table: Table
        public var locale: String
        /// Keys the development language has (the denominator).
        public var keys: Int
        /// Development-language keys the locale lacks (all of them when the table is missing).
        public var missing: Int
        /// Values identical to the development value; nil when `untranslated` is off, so nothing was
        /// counted (a count of 0 would claim a check that did not run).
        public var untranslated: Int?
        /// The locale has no file of the table at all.
        public var tableMissing: Bool
        /// Keys translated in a file Apple's parser rejects, or after the place where it silently stops
        /// reading: written, but never seen by a user of the locale.
        public var unloaded: Int

        public init(
            table: Table, locale: String, keys: Int, missing: Int, untranslated: Int?, tableMissing: Bool = false, unloaded: Int = 0
        ) {
            self.table = table
            self.locale = locale
            self.keys = keys
            self.missing = missing
            self.untranslated = untranslated
            self.tableMissing = tableMissing
            self.unloaded = unloaded
        }

        /// Keys with a translation of their own that Apple's parser returns: what users of the locale see.
        public var translated: Int { max(keys - missing - (untranslated ?? 0) - unloaded, 0) }
    }

    /// The plurals of one locale: which categories its language needs (CLDR) and how many of its
    /// plural variables have each.
    public struct PluralRow: Sendable, Equatable {
        public var locale: String
        /// The categories CLDR says the language uses, in CLDR order; empty for an unknown language.
        public var needed: [String]
        /// Plural variables (a `.stringsdict` variable, a catalog plural) in the locale.
        public var plurals: Int
        /// Category → how many of those plurals have it.
        public var present: [String: Int]
        /// Needed categories that only exact millions and compact numbers select (the `many` of fr, es,
        /// it…): `plural-category-missing` reports their absence as a note, not a warning.
        public var rarelySelected: Set<String>

        public init(
            locale: String, needed: [String], plurals: Int = 0, present: [String: Int] = [:], rarelySelected: Set<String> = []
        ) {
            self.locale = locale
            self.needed = needed
            self.plurals = plurals
            self.present = present
            self.rarelySelected = rarelySelected
        }

        /// How many plurals have the needed category that the fewest have: at most this many have
        /// every category the language needs.
        public var complete: Int { needed.map { present[$0] ?? 0 }.min() ?? plurals }
    }

    public var tables: [Table]
    public var cells: [Cell]
    public var plurals: [PluralRow]

    public init(tables: [Table] = [], cells: [Cell] = [], plurals: [PluralRow] = []) {
        self.tables = tables
        self.cells = cells
        self.plurals = plurals
    }

    /// Every translation locale, the least translated first (then by name), as the matrix's rows.
    public var localesWorstFirst: [String] {
        let totals = Dictionary(grouping: cells, by: \.locale).mapValues { cells in
            (translated: cells.reduce(0) { $0 + $1.translated }, keys: cells.reduce(0) { $0 + $1.keys })
        }
        func ratio(_ locale: String) -> Double {
            guard let total = totals[locale], total.keys > 0 else { return 1 }
            return Double(total.translated) / Double(total.keys)
        }
        return totals.keys.sorted { (ratio($0), $0) < (ratio($1), $1) }
    }

    /// The locale's translated keys and keys over every table.
    public func total(of locale: String) -> (translated: Int, keys: Int) {
        cells.filter { $0.locale == locale }.reduce((0, 0)) { ($0.0 + $1.translated, $0.1 + $1.keys) }
    }

    public func cell(locale: String, table: Table) -> Cell? {
        cells.first { $0.locale == locale && $0.table == table }
    }
}
