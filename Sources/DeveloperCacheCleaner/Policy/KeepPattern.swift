import DevToolsCore

/// A `--keep` glob, matched against an entry's path from its category's folder
/// (`iOS DeviceSupport/16.4 (20E247)`, `DerivedData/MyApp-…`, `Archives/2024-05-04/MyApp….xcarchive`):
/// a pattern without `/` matches any one name in it, so `MyApp*` keeps MyApp's DerivedData and archives.
///
/// A glob with an unclosed `[` or an empty set would silently match its text literally, or nothing, and
/// protect nothing while the user believes otherwise; such a pattern is refused before anything runs.
public struct KeepPattern: Sendable {
    public let text: String
    private let glob: Glob

    public init(_ text: String) {
        self.text = text
        self.glob = Glob(text)
    }

    /// Why the pattern cannot be used, or `nil` when it can.
    public static func problem(_ text: String) -> String? {
        if text.isEmpty { return "--keep needs a pattern, not an empty string" }
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "[") {
            // As `Glob` reads a set: the character right after `[` is always a member (so `[]]` is a set).
            guard let close = rest[open...].dropFirst(2).firstIndex(of: "]") else {
                return "--keep '\(text)' is not a valid pattern: '[' is never closed by ']'"
            }
            rest = rest[rest.index(after: close)...]
        }
        return nil
    }

    public func matches(_ item: CleanupItem) -> Bool {
        glob.matches(item.keyPath)
    }
}
