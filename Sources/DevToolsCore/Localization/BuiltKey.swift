import Foundation

/// A key code builds at run time from literal text and values it cannot know: `"emoji_" + name`,
/// `String(format: "item_%@", x)`, `NSLocalizedString("emoji_\(name)", comment: "")`,
/// `[@"state_" stringByAppendingString:s]`. Every table key it can match may be the one looked up, so
/// none of them is reported unused; keys written whole are `KeyLookup`s.
public struct BuiltKey: Sendable, Hashable {
    /// The literal parts, with a value code supplies between each two: `["emoji_", ""]` is `emoji_*`,
    /// `["", ".title"]` is `*.title`.
    public var segments: [String]
    /// The table it is looked up in; `nil` when the code works the table out at run time too (then it
    /// may be any table).
    public var table: String?
    public var location: SourceLocation

    public init(segments: [String], table: String?, location: SourceLocation) {
        self.segments = segments
        self.table = table
        self.location = location
    }

    /// The fewest literal characters a pattern keeps keys with: `"\(x)"` or `"%@_%@"` could be any key,
    /// and a pattern that keeps every key would hide every unused one.
    public static let minimumLiteralCharacters = 2

    /// Whether the literal parts say enough to keep keys by: at least `minimumLiteralCharacters`
    /// characters, one of them a letter.
    public var isSpecific: Bool {
        segments.reduce(0) { $0 + $1.count } >= Self.minimumLiteralCharacters
            && segments.contains { $0.unicodeScalars.contains { $0.properties.isAlphabetic } }
    }

    /// Whether the key is wholly computed, in a table the code names (not the default `Localizable`,
    /// which wrappers read by every key): any key of that table may be the one looked up.
    public var readsAnyKeyOfItsTable: Bool {
        guard let table, table != "Localizable" else { return false }
        return segments.allSatisfy(\.isEmpty)
    }

    /// The pattern as a person reads it: `emoji_*`.
    public var pattern: String { segments.joined(separator: "*") }

    /// Whether `key` can be what the code builds: it starts with the first part, ends with the last,
    /// and holds the others in order between them.
    public func matches(_ key: String) -> Bool {
        guard let first = segments.first, let last = segments.last else { return false }
        if segments.count == 1 { return key == first }
        guard key.hasPrefix(first), key.hasSuffix(last), key.count >= first.count + last.count else { return false }
        var rest = key.dropFirst(first.count).dropLast(last.count)
        for middle in segments.dropFirst().dropLast() where !middle.isEmpty {
            guard let found = rest.range(of: middle) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }
}
