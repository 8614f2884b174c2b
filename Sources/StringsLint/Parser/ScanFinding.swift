import DevToolsCore

/// A finding of the scanner, placed by byte offset; `StringsFileReader` turns it into a `Diagnostic`
/// once, with the line table, so the hot loop never computes a line or column.
struct ScanFinding {
    var ruleID: String
    var severity: Severity
    var offset: Int
    var message: String
}

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

/// The first thing inside an entry that runs across a line break: where a missing closing quote or an
/// unclosed comment most likely is when the entry fails on a later line.
struct SpanningPart {
    enum Kind { case string, comment }
    var kind: Kind
    var offset: Int
}
