/// A piece of input that documents a rule. The rule's tests run every example, so the documentation
/// and the tests cannot drift apart.
///
/// `files` maps a relative path to its text; most examples are a single file. A cross-file rule (a
/// component in one file, its controller in another; a table in two locales) uses several.
public struct RuleExample: Sendable, Hashable {
    public var files: [String: String]
    /// For a triggering example: the number of findings of this rule it must produce (at least one).
    public var expectedCount: Int?
    /// Line (in `primaryFile`) where the first finding must be reported, when that matters.
    public var expectedLine: Int?
    public var primaryFile: String

    public init(_ text: String, file: String, expectedCount: Int? = nil, expectedLine: Int? = nil) {
        self.files = [file: text]
        self.primaryFile = file
        self.expectedCount = expectedCount
        self.expectedLine = expectedLine
    }

    public init(files: [String: String], primaryFile: String, expectedCount: Int? = nil, expectedLine: Int? = nil) {
        self.files = files
        self.primaryFile = primaryFile
        self.expectedCount = expectedCount
        self.expectedLine = expectedLine
    }
}
