/// Something in a format string that no printf/NSString implementation reads as intended.
public struct FormatProblem: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A `%` at the very end of the value.
        case danglingPercent
        /// A `%` followed by no conversion (`%y`, `%У`, `% R`); the text is what follows it through the
        /// character the parser stopped at. CoreFoundation consumes all of it and prints only its first
        /// character (`__CFParseFormatSpec` makes it a one-character literal).
        case unknownConversion(String)
        /// A specifier with a space flag (`% @`, `%1 @`, `% d`), usually damage from a translation tool:
        /// read as the conversion it ends with.
        case spacedSpecifier(String)
        /// Positional (`%1$@`) and sequential (`%@`) specifiers mixed in one value.
        case mixedPositions
        /// The same position read as two different types (`%1$@ … %1$d`).
        case conflictingPosition(Int)
    }

    public var kind: Kind
    /// Offset of the offending `%` in the value, in UTF-8 bytes.
    public var offset: Int

    public init(kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }
}
