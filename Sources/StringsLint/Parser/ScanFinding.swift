import DevToolsCore

/// A finding of the scanner, placed by byte offset; `StringsFileReader` turns it into a `Diagnostic`
/// once, with the line table, so the hot loop never computes a line or column.
struct ScanFinding {
    var ruleID: String
    var severity: Severity
    var offset: Int
    var message: String
}

/// A key or value as read: its decoded text and where it was.
struct ScannedString {
    var text: String
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
