import DevToolsCore

/// The parsed content of one `.strings` file: its entries in file order (duplicates kept, so rules can
/// see them), the encoding it was read in, and the diagnostics found while parsing.
public struct StringsTable: Sendable {
    public var entries: [StringsEntry]
    public var encoding: TextEncoding?
    /// Syntax and per-file diagnostics found while reading, with the file's display path.
    public var diagnostics: [Diagnostic]
    /// Which of `entries` Apple's parser returns (the linter reads on past where Apple stops or fails).
    public var load: TableLoad

    public init(entries: [StringsEntry], encoding: TextEncoding?, diagnostics: [Diagnostic], load: TableLoad = .whole) {
        self.entries = entries
        self.encoding = encoding
        self.diagnostics = diagnostics
        self.load = load
    }

    /// Key to value, last definition winning as in Foundation; entries whose value is not a string are left out.
    public var dictionary: [String: String] {
        var result: [String: String] = [:]
        for entry in entries { if let value = entry.value { result[entry.key] = value } }
        return result
    }
}
