/// A place in a file. `line` and `column` are 1-based; `column` counts the characters of the line as a
/// person sees them (grapheme clusters), so a caret drawn under it lands on the right character.
public struct SourceLocation: Hashable, Codable, Sendable, Comparable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
