/// A key or value as read: where it was, and its decoded text when it had escapes (a plain string is
/// the bytes `contentStart..<contentEnd` and is decoded only when needed).
struct ScannedString {
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
