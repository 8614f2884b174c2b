/// Something in a format string that no printf/NSString implementation reads as intended.
public struct FormatProblem: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A `%` at the very end of the value.
        case danglingPercent
        /// A `%` followed by a character that is not a conversion (`%y`, `% ` …); the text is what follows.
        case unknownConversion(String)
        /// `% @`: a space between `%` and `@`, usually damage from a translation tool.
        case spacedSpecifier(String)
        /// Positional (`%1$@`) and sequential (`%@`) specifiers mixed in one value.
        case mixedPositions
        /// The same position read as two different types (`%1$@ … %1$d`).
        case conflictingPosition(Int)
    }

    public var kind: Kind
    /// Offset of the offending `%` in the value, in Unicode scalars.
    public var offset: Int

    public init(kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }
}
