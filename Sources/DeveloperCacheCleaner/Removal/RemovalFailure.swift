/// A file or folder that could not be removed, and why.
public struct RemovalFailure: Codable, Sendable, Hashable {
    public var path: String
    public var error: String

    public init(path: String, error: String) {
        self.path = path
        self.error = error
    }
}
