/// A place in a file plus a name (a class, a selector, a call) and its order in the method body, so a
/// rule can ask what came first.
public struct SourceSite: Sendable, Hashable {
    public let name: String
    public let line: Int
    public let column: Int
    /// Token index in the file: larger means later.
    public let order: Int
    /// Inside a block or lambda, which may run later and elsewhere than the method itself.
    public var isInClosure = false

    public init(name: String, line: Int, column: Int, order: Int) {
        self.name = name
        self.line = line
        self.column = column
        self.order = order
    }
}
