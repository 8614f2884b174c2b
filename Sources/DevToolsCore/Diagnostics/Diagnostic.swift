/// One finding of a linter: which rule, how serious, where, and a message that says what is wrong and
/// what to do about it.
public struct Diagnostic: Hashable, Codable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var location: SourceLocation
    public var message: String
    public var notes: [RelatedNote]

    public init(
        ruleID: String,
        severity: Severity,
        location: SourceLocation,
        message: String,
        notes: [RelatedNote] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.location = location
        self.message = message
        self.notes = notes
    }

    /// The message on one line, for formats where a line break would end the record (text, xcode).
    public var singleLineMessage: String {
        message.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// Deterministic report order: by file, line, column, then rule id and message.
    public static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
