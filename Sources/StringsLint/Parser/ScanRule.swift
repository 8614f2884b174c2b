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
}
