import DevToolsCore

/// The keys code builds at run time (`BuiltKey`), asked whether a table's key may be one of them: such
/// a key is possibly used, never `unused-key`. Patterns are few and repeated (the same prefix in many
/// files), so each is kept once.
struct BuiltKeyMatcher {
    /// Table name (`nil`: any table) → its distinct patterns.
    private let byTable: [String?: [BuiltKey]]

    init(_ keys: [BuiltKey]) {
        var seen = Set<[String?]>()
        var byTable: [String?: [BuiltKey]] = [:]
        for key in keys where (key.isSpecific || key.readsAnyKeyOfItsTable) && seen.insert([key.table] + key.segments).inserted {
            byTable[key.table, default: []].append(key)
        }
        self.byTable = byTable
    }

    /// The built key that may be `key` of `table`, if any.
    func match(_ key: String, table: String) -> BuiltKey? {
        (byTable[table] ?? []).first { $0.matches(key) } ?? (byTable[nil] ?? []).first { $0.matches(key) }
    }
}
