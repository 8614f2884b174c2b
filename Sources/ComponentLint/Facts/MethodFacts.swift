/// One method as the rules see it: where it is, whose it is, and what its body does. Extracted once per
/// file, so the rules need no tokens.
///
/// A class, not a struct: the file's facts, the index and every rule hold the same method, and passing
/// it around then costs one reference count instead of one per field (the rules pass walks tens of
/// thousands of methods on every commit).
public final class MethodFacts: Sendable {
    public let className: String
    /// Objective-C selector (`viewWillAppear:`) or Swift base name (`viewWillAppear`, `init`).
    public let selector: String
    public let isClassMethod: Bool
    public let isSwift: Bool
    public let file: String
    public let line: Int
    public let column: Int
    public let body: MethodBody

    public init(
        className: String, selector: String, isClassMethod: Bool, isSwift: Bool, file: String, line: Int, column: Int,
        body: MethodBody
    ) {
        self.className = className
        self.selector = selector
        self.isClassMethod = isClassMethod
        self.isSwift = isSwift
        self.file = file
        self.line = line
        self.column = column
        self.body = body
    }

    /// A ComponentKit constructor: a class method whose name starts with `new`.
    public var isComponentConstructor: Bool { isClassMethod && !isSwift && selector.hasPrefix("new") }

    /// An initializer: `-init…` in Objective-C, `init` in Swift.
    public var isInitializer: Bool { !isClassMethod && selector.hasPrefix("init") }
}
