import DevToolsCore

/// Which keys the code uses as format strings, known from their lookups (`strings.sources`): a key
/// passed to `String(format:)`, `localizedStringWithFormat`, `stringWithFormat:` or a SwiftUI
/// interpolation is one; a key only ever shown as it is (a SwiftUI literal without interpolation) is
/// not. This decides which values the format rules judge, instead of the guess from the development
/// value (`FormatStringScope`). A key the code looks up in no telling way (its result kept in a
/// variable, a project's wrapper) or not at all is left to the guess: a format string missed would be
/// a crash missed.
struct FormatUse: Sendable {
    /// One table's keys (normalized, see `KeyPattern`): `true` used as a format, `false` only shown as is.
    struct Table: Sendable {
        fileprivate var keys: [String: Bool] = [:]

        /// How the code uses `key`; `nil` when its lookups do not tell.
        func use(of key: String) -> Bool? { keys.isEmpty ? nil : keys[KeyPattern.normalized(key)] }
    }

    private var tables: [String: Table] = [:]

    init(_ usage: CodeKeyUsage) {
        var telling: [String: [String: Bool]] = [:]
        var untelling: [String: Set<String>] = [:]
        for lookup in usage.lookups {
            let key = KeyPattern.normalized(lookup.key)
            if lookup.isFormat {
                telling[lookup.tableName, default: [:]][key] = true
            } else if lookup.showsAsIs {
                telling[lookup.tableName, default: [:]][key] = telling[lookup.tableName]?[key] ?? false
            } else {
                untelling[lookup.tableName, default: []].insert(key)
            }
        }
        // Shown as is in one place but looked up untellingly in another: the other may format it.
        for (table, keys) in untelling {
            for key in keys where telling[table]?[key] == false { telling[table]?[key] = nil }
        }
        tables = telling.mapValues { Table(keys: $0) }
    }

    /// The uses of one table's keys.
    func table(_ name: String) -> Table? { tables[name] }
}
