/// A failure that stops a tool from doing its job: a missing path, an unreadable file, a bad config.
///
/// Commands print `description` as one line on stderr and exit with status 2. Library code throws it and
/// never exits by itself, so that a caller (a test, another tool) decides what happens next.
public struct ToolError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file or folder concerned, when there is one.
    public var path: String?
    /// What went wrong; with `path`, the full one-line message.
    public var problem: String
    /// 1-based line and column inside `path`, when known (config errors).
    public var line: Int?
    public var column: Int?

    public init(path: String? = nil, line: Int? = nil, column: Int? = nil, _ problem: String) {
        self.path = path
        self.line = line
        self.column = column
        self.problem = problem
    }

    public var description: String {
        guard let path else { return problem }
        var place = path
        if let line {
            place += ":\(line)"
            if let column { place += ":\(column)" }
        }
        return "\(place): \(problem)"
    }
}
