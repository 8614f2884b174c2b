/// One finding of a linter: which rule, how serious, where, and a message that says what is wrong and
/// what to do about it.
public struct Diagnostic: Hashable, Codable, Sendable {
    /// What a finding says: its message and its related notes, and what it is about (`subject`), which
    /// is written with them: a finding that writes its words later keeps no text at all.
    public struct Words: Hashable, Sendable {
        public var message: String
        public var notes: [RelatedNote]
        /// See `Diagnostic.subject`.
        public var subject: String?

        public init(message: String, notes: [RelatedNote] = [], subject: String? = nil) {
            self.message = message
            self.notes = notes
            self.subject = subject
        }

        /// The message on one line, for formats where a line break would end the record (text, xcode).
        public var singleLineMessage: String { Diagnostic.singleLine(message) }
    }

    /// The words as the finding keeps them: written out, or as a function that writes them when a
    /// report asks. A rule that can report a million findings (format-mismatch, missing-key) keeps, per
    /// finding, only the few facts its words are made of; their text (about 300 bytes with the note) is made
    /// once, as the report is written, and not kept (issue 31: at most 300 bytes a finding).
    private enum Text {
        case written(Words)
        case deferred(@Sendable () -> Words)

        var words: Words {
            switch self {
            case .written(let words): words
            case .deferred(let write): write()
            }
        }
    }

    /// The fields, in one box shared by copies until one is changed (copy on write). A finding is
    /// copied many times between its rule and the report (filters, suppression, merging each file's
    /// lists, sorting); as six reference-counted fields that was six retains and releases a copy, the
    /// largest part of a run with a million findings (issue 31). Now it is one.
    private final class Storage: @unchecked Sendable {
        // @unchecked: changed only through `Diagnostic`'s setters, and only when uniquely referenced.
        var ruleID: String
        var severity: Severity
        var location: SourceLocation
        var text: Text

        init(ruleID: String, severity: Severity, location: SourceLocation, text: Text) {
            self.ruleID = ruleID
            self.severity = severity
            self.location = location
            self.text = text
        }

        func copy() -> Storage {
            Storage(ruleID: ruleID, severity: severity, location: location, text: text)
        }

        /// The words written out, for a change to them.
        var writtenWords: Words {
            get { text.words }
            _modify {
                var words = text.words
                text = .written(Words(message: "", notes: []))  // the box does not hold them twice meanwhile
                defer { text = .written(words) }
                yield &words
            }
        }
    }

    private var storage: Storage

    /// The box, copied first when another finding shares it.
    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    public var ruleID: String {
        get { storage.ruleID }
        _modify { yield &uniqueStorage().ruleID }
    }

    public var severity: Severity {
        get { storage.severity }
        _modify { yield &uniqueStorage().severity }
    }

    public var location: SourceLocation {
        get { storage.location }
        _modify { yield &uniqueStorage().location }
    }

    /// The message, the notes and the subject, written out (a deferred finding writes them at each call:
    /// a report asks once per finding).
    public var words: Words {
        get { storage.text.words }
        _modify { yield &uniqueStorage().writtenWords }
    }

    /// Whether the words are written only when asked for (see `init(ruleID:severity:location:words:)`).
    var wordsAreDeferred: Bool {
        if case .deferred = storage.text { return true }
        return false
    }

    public var message: String {
        get { words.message }
        _modify { yield &uniqueStorage().writtenWords.message }
    }

    public var notes: [RelatedNote] {
        get { words.notes }
        _modify { yield &uniqueStorage().writtenWords.notes }
    }

    /// What the finding is about when its place is not a line of its own: a key missing from a
    /// translation is reported at the top of that file, so its line says nothing about it. Baselines
    /// and SARIF fingerprints identify such a finding by this (the key and the locale), not by the
    /// text of the line it points at; nil for a finding whose line is its own. Part of `words` (a
    /// deferred finding writes it with them).
    public var subject: String? {
        get { words.subject }
        _modify { yield &uniqueStorage().writtenWords.subject }
    }

    public init(
        ruleID: String,
        severity: Severity,
        location: SourceLocation,
        message: String,
        notes: [RelatedNote] = [],
        subject: String? = nil
    ) {
        storage = Storage(
            ruleID: ruleID, severity: severity, location: location, text: .written(Words(message: message, notes: notes, subject: subject)))
    }

    /// A finding whose words are written only when a report asks for them, by `words`: it keeps what
    /// `words` captures instead of the text (and its subject). `words` must give the same words at every
    /// call.
    public init(ruleID: String, severity: Severity, location: SourceLocation, words: @escaping @Sendable () -> Words) {
        storage = Storage(ruleID: ruleID, severity: severity, location: location, text: .deferred(words))
    }

    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.ruleID == rhs.ruleID && lhs.severity == rhs.severity && lhs.location == rhs.location
            && lhs.words == rhs.words
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ruleID)
        hasher.combine(severity)
        hasher.combine(location)
        let words = words
        hasher.combine(words.message)
        hasher.combine(words.notes)
        hasher.combine(words.subject)
    }

    /// The keys the synthesized conformance used, so cached findings read and write as before.
    private enum CodingKeys: String, CodingKey {
        case ruleID, severity, location, message, notes, subject
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            ruleID: try container.decode(String.self, forKey: .ruleID),
            severity: try container.decode(Severity.self, forKey: .severity),
            location: try container.decode(SourceLocation.self, forKey: .location),
            message: try container.decode(String.self, forKey: .message),
            notes: try container.decode([RelatedNote].self, forKey: .notes),
            subject: try container.decodeIfPresent(String.self, forKey: .subject)
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ruleID, forKey: .ruleID)
        try container.encode(severity, forKey: .severity)
        try container.encode(location, forKey: .location)
        let words = words
        try container.encode(words.message, forKey: .message)
        try container.encode(words.notes, forKey: .notes)
        try container.encodeIfPresent(words.subject, forKey: .subject)
    }

    /// The message on one line, for formats where a line break would end the record (text, xcode).
    public var singleLineMessage: String { Self.singleLine(message) }

    /// `message` on one line: its line breaks made spaces.
    static func singleLine(_ message: String) -> String {
        // Most messages have no line break: answered from the bytes, eight at a time, by the scan for
        // characters that need escaping, which finds every byte a break begins with (0x0A-0x0D, and the
        // lead bytes of U+0085 and U+2028/U+2029), without splitting by characters.
        guard message.mayNeedEscape(keepingNewlines: false) else { return message }
        return message.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// Deterministic report order: by file, line, column, then rule id and message.
    public static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
