/// A function the app looks strings up through, named in config (`strings.lookup-functions`):
/// `"L10n.tr:2"` is `L10n.tr(…)` whose second argument is the key, `"L10n.tr:2:table=1"` also takes the
/// table from the first, `"LS:1"` is `LS("key")`.
public struct LookupFunction: Sendable, Hashable {
    /// The name's parts: `["L10n", "tr"]`.
    public let path: [String]
    /// 1-based argument positions.
    public let keyArgument: Int
    public let tableArgument: Int?

    public init(path: [String], keyArgument: Int, tableArgument: Int? = nil) {
        self.path = path
        self.keyArgument = keyArgument
        self.tableArgument = tableArgument
    }

    /// Reads a spec; `nil` with the reason when it is not one (a config error names it).
    public static func parse(_ spec: String) -> Result<LookupFunction, LookupFunctionError> {
        let parts = spec.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3 else { return .failure(LookupFunctionError(spec: spec)) }
        let path = parts[0].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !path.isEmpty, path.allSatisfy(isIdentifier), let key = Int(parts[1]), key >= 1 else {
            return .failure(LookupFunctionError(spec: spec))
        }
        var table: Int?
        if parts.count == 3 {
            guard parts[2].hasPrefix("table="), let position = Int(parts[2].dropFirst("table=".count)), position >= 1, position != key
            else {
                return .failure(LookupFunctionError(spec: spec))
            }
            table = position
        }
        return .success(LookupFunction(path: path, keyArgument: key, tableArgument: table))
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}

/// A `strings.lookup-functions` entry that is not `NAME:KEY` or `NAME:KEY:table=TABLE`.
public struct LookupFunctionError: Error, Sendable, Equatable, CustomStringConvertible {
    public let spec: String

    public init(spec: String) { self.spec = spec }

    public var description: String {
        "'\(spec)' is not a lookup function: write NAME:KEY or NAME:KEY:table=TABLE, with 1-based argument positions (\"L10n.tr:2:table=1\")"
    }
}
