/// One token of source: its kind and where it is. The text stays in the file's bytes and is read only
/// when a rule needs it, so tokenizing a large tree allocates little.
public struct Token: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        case identifier
        /// `@interface`, `@implementation`, `@end`, `@selector`, … (the `@` and the word).
        case atKeyword
        case number
        /// Any string literal: `"…"`, `@"…"`, C++ raw strings, Swift multi-line and raw strings.
        case string
        case character
        case punctuation
        /// A Swift regex literal: `/^\d+\)/`, `#/…/#` (its `)` is no bracket).
        case regex
    }

    public let kind: Kind
    /// Byte offsets of the token in the file.
    public let start: Int32
    public let end: Int32
    /// 1-based line and column (column in characters of the line).
    public let line: Int32
    public let column: Int32
    /// For `(`, `[` and `{`: the index of the token that closes it (any of `)`, `]`, `}` at its depth),
    /// found while tokenizing so that no scan looks for it; -1 when the file ends first, and for every
    /// other token.
    public internal(set) var partner: Int32 = -1
}
