/// A `CKComponentScope scope(…)` declaration inside a method.
public struct ScopeDeclaration: Sendable, Hashable {
    public let site: SourceSite
    /// The text of the first argument (`self`, `[MyComponent class]`, …).
    public let firstArgument: String
    /// Inside a block `^{ … }` or a C++ lambda within the method.
    public let isInsideClosure: Bool
}
