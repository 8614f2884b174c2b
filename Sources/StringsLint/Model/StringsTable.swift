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

    /// Whether Apple's parser reads every entry: false when it rejects the file (a syntax error, an
    /// unreadable encoding, no table) or silently stops early in it. Then which keys the app gets is not
    /// what `entries` holds (for a rejected file, none), so keys are not compared with other locales:
    /// the file's own finding says what is wrong.
    public var loadsWhole: Bool {
        !isRejected && !diagnostics.contains { $0.ruleID == SilentTruncationRule.id }
    }

    /// Whether Apple's parser rejects the file: the app then has none of its keys.
    public var isRejected: Bool {
        diagnostics.contains { Self.rejectingRuleIDs.contains($0.ruleID) }
    }

    static let rejectingRuleIDs: Set<String> = [SyntaxErrorRule.id, UnreadableEncodingRule.id, NotATableRule.id]

    /// Key to value, last definition winning as in Foundation; entries whose value is not a string are left out.
    public var dictionary: [String: String] {
        var result: [String: String] = [:]
        for entry in entries { if let value = entry.value { result[entry.key] = value } }
        return result
    }
}
