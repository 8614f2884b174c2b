import DevToolsCore

/// The rules the `.strings` scanner reports as it reads (`StringsRuleDetection.reading`), one byte
/// each: a `ScanFinding` stays a small value in the hot loop, and its `Diagnostic` is made through the
/// rule's `RuleDescription`, so no scanner call site restates a rule's id or severity.
enum ScanRule: UInt8 {
    case syntaxError
    case silentTruncation
    case strayText
    case notATable
    case outerBraces
    case unknownEscape
    case invalidUnicodeEscape

    var description: RuleDescription {
        switch self {
        case .syntaxError: SyntaxErrorRule.description
        case .silentTruncation: SilentTruncationRule.description
        case .strayText: StrayTextRule.description
        case .notATable: NotATableRule.description
        case .outerBraces: OuterBracesRule.description
        case .unknownEscape: UnknownEscapeRule.description
        case .invalidUnicodeEscape: InvalidUnicodeEscapeRule.description
        }
    }

    /// Whether Apple's parser reads no further than the finding: it rejects the file there
    /// (`syntaxError`, `notATable`) or silently ends the table there (`silentTruncation`, `strayText`).
    var stopsApplesParser: Bool {
        switch self {
        case .syntaxError, .notATable, .silentTruncation, .strayText: true
        case .outerBraces, .unknownEscape, .invalidUnicodeEscape: false
        }
    }
}
