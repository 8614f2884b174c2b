import DevToolsCore

/// A key looked up with one integer length modifier while the tables define it with another
/// (`%zu items` looked up, `%lu items` defined; `%ld` and `%d`, `%lld`, `%qd`, `%hd`, `%tu`, `%D`):
/// the two are different keys to the lookup, so no locale's text is found, though `KeyPattern.normalized`
/// (which lets an interpolation's `%@` stand for any specifier) makes them one.
struct LengthModifierMismatch {
    /// Table name → keys with a `%`, by their text without length modifiers.
    private var byLengthless: [String: [String: (key: String, location: SourceLocation)]] = [:]
    /// Table name → every key with a `%`, as written.
    private var exact: [String: Set<String>] = [:]

    init(_ defined: DefinedKeys) {
        for table in defined.tables {
            for (key, definition) in table.keys where key.utf8.contains(UInt8(ascii: "%")) {
                exact[table.name, default: []].insert(key)
                byLengthless[table.name, default: [:]][Self.lengthless(key)] = (key, definition.location)
            }
        }
    }

    /// The key a table of the lookup's name defines that differs from the looked-up one only in its
    /// length modifiers; `nil` when a table defines the key as written, or none is that close. A
    /// SwiftUI interpolation (`\(count)`) has no modifier of its own to compare.
    func definedKey(for lookup: KeyLookup) -> (key: String, location: SourceLocation)? {
        guard lookup.interpolations == 0, lookup.key.utf8.contains(UInt8(ascii: "%")),
            exact[lookup.tableName]?.contains(lookup.key) != true,
            let defined = byLengthless[lookup.tableName]?[Self.lengthless(lookup.key)], defined.key != lookup.key
        else { return nil }
        return defined
    }

    /// The key with every integer conversion's length modifier taken out (`%zu` → `%u`, `%lld` → `%d`,
    /// `%D` → `%d`); other specifiers as written.
    static func lengthless(_ key: String) -> String {
        var result = ""
        var scalars = key.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            result.unicodeScalars.append(scalar)
            guard scalar == "%" else { continue }
            if scalars.first == "%" {
                result.unicodeScalars.append(scalars.removeFirst())
                continue
            }
            var modifiers = ""
            while let next = scalars.first, "0123456789$#-+ .'".unicodeScalars.contains(next) {
                result.unicodeScalars.append(scalars.removeFirst())
            }
            while let next = scalars.first, "hlqzjtL".unicodeScalars.contains(next) {
                modifiers.unicodeScalars.append(scalars.removeFirst())
            }
            guard let conversion = scalars.first else {
                result += modifiers
                break
            }
            if "diouxX".unicodeScalars.contains(conversion) {
                scalars.removeFirst()
                result.unicodeScalars.append(conversion)
            } else if "DUO".unicodeScalars.contains(conversion) {
                scalars.removeFirst()
                result += String(conversion).lowercased()
            } else {
                result += modifiers
            }
        }
        return result
    }
}
