/// One finding of a linter: which rule, how serious, where, and a message that says what is wrong and
/// what to do about it.
public struct Diagnostic: Hashable, Codable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var location: SourceLocation
    public var message: String
    public var notes: [RelatedNote]
    /// What the finding is about when its place is not a line of its own: a key missing from a
    /// translation is reported at the top of that file, so its line says nothing about it. Baselines
    /// and SARIF fingerprints identify such a finding by this (the key and the locale), not by the
    /// text of the line it points at; nil for a finding whose line is its own.
    public var subject: String?

    public init(
        ruleID: String,
        severity: Severity,
        location: SourceLocation,
        message: String,
        notes: [RelatedNote] = [],
        subject: String? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.location = location
        self.message = message
        self.notes = notes
        self.subject = subject
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
