/// A secondary location attached to a diagnostic, such as "first defined here".
public struct RelatedNote: Hashable, Codable, Sendable {
    public var message: String
    public var location: SourceLocation

    public init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }
}
