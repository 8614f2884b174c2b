/// A key or value as read: where it was, and whether it had escapes. A plain string is the bytes
/// `contentStart..<contentEnd`; the decoded bytes of one with escapes are in the scanner's `scratch` until
/// the next string is read, and become a `String` only for a key (`decoded`): a value keeps its place in
/// the file and is decoded again if a rule reads it, so a file full of `\"` builds no string per value.
struct ScannedString {
    var hasEscapes = false
    /// Whether an octal or `\U` escape that makes an ASCII character is among them: such a one can make
    /// a `%` or another part of a format specifier, so the raw bytes do not show the value's
    /// specifiers. (One that makes any other character, `\U00E9`, cannot: outside a specifier the parser
    /// skips both spellings alike, and inside one its backslash is a problem the raw reading finds.)
    var hasASCIICodeEscapes = false
    /// The decoded text of a key with escapes (see `StringsScanner.keepDecodedText`).
    var decoded: String?
    var contentStart: Int
    var contentEnd: Int
    /// Offset of the opening quote, or of the first character of an unquoted string.
    var start: Int
    /// Offset just past the closing quote or the last character.
    var end: Int
    var isQuoted: Bool
    /// Whether a line break occurs between its quotes.
    var spansLines: Bool
}
