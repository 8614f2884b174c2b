import Foundation

/// The accessors R.swift generates for a project's tables, worked out from the keys, for a project
/// that does not commit its `R.generated.swift` (most list it in `.gitignore`, R.swift writes it at
/// every build): `R.string.localizable.settingsTitle` for the key `settings.title` of `Localizable`.
/// A committed file is read instead (`GeneratedAccessors`); both give the same paths.
///
/// R.swift's `SwiftIdentifier(name:)`, for the table's name and for each key: the name is split at
/// whitespace, punctuation and symbols (not `_`), each part after the first starting with a capital
/// (`settings.title` → `settingsTitle`, `settings_title` stays); leading digits are dropped; then a
/// leading run of ASCII capitals followed by a character that is no lowercase letter is lowercased
/// (`URLTitle` → `urlTitle`, `ALPS_NAME` → `alps_NAME`), or else the first character
/// (`Localizable` → `localizable`). A keyword is written with backticks, which code leaves out after a
/// dot, so the name is compared without them.
enum RswiftAccessors {
    /// The path code references for `key` of `table`, or `nil` when R.swift generates no name for it.
    static func path(key: String, table: String) -> String? {
        guard let table = identifier(table), let name = identifier(key) else { return nil }
        return "R.string.\(table).\(name)"
    }

    static func identifier(_ name: String) -> String? {
        var parts = name.components(separatedBy: disallowed)
        let first = parts.removeFirst()
        var joined = parts.reduce(first) { $0 + $1.prefix(1).uppercased() + $1.dropFirst() }
        joined = String(joined.drop { $0.isASCII && $0.isNumber })
        guard !joined.isEmpty else { return nil }
        let capitals = joined.prefix { $0.isASCII && $0.isUppercase }
        if !capitals.isEmpty {
            // The run up to a character that is no lowercase letter (regex `^([A-Z]+)(?=[^a-z])`).
            var run = capitals.count
            while run > 0 {
                let next = joined.dropFirst(run).first
                if let next, !(next.isASCII && next.isLowercase) { break }
                run -= 1
            }
            if run > 0 { return joined.prefix(run).lowercased() + joined.dropFirst(run) }
        }
        return joined.prefix(1).lowercased() + joined.dropFirst()
    }

    /// What R.swift removes from names: whitespace, punctuation, symbols, control and illegal
    /// characters, except `_` and emoji.
    private static let disallowed: CharacterSet = {
        var set = CharacterSet.whitespacesAndNewlines.union(.punctuationCharacters).union(.symbols).union(.illegalCharacters)
            .union(.controlCharacters)
        set.remove(charactersIn: "_")
        for range in [0x2600...0x27BF, 0x1F300...0x1F6FF, 0x1F900...0x1F9FF, 0x1F1E6...0x1F1FF] {
            set.remove(charactersIn: Unicode.Scalar(UInt32(range.lowerBound))!..<Unicode.Scalar(UInt32(range.upperBound))!)
        }
        return set
    }()
}
