/// What one method body does, as far as the rules care: who it calls on `super`, which scope it
/// declares, what it builds and touches. Extracted once per file, so the rules need no tokens.
public struct MethodFacts: Sendable {
    public let className: String
    /// Objective-C selector (`viewWillAppear:`) or Swift base name (`viewWillAppear`, `init`).
    public let selector: String
    public let isClassMethod: Bool
    public let isSwift: Bool
    public let file: String
    public let line: Int
    public let column: Int

    /// Selectors sent to `super` (`didMount`, `viewWillAppear:`; Swift: `viewWillAppear`).
    public var superCalls: Set<String> = []
    /// `[super new…]` sends; `name` is "return" when the send is what the method returns.
    public var superNewCalls: [SourceSite] = []
    public var scopes: [ScopeDeclaration] = []
    /// Child components built (`[XComponent new…]`, `[[XComponent alloc] …]`).
    public var childBuilds: [SourceSite] = []
    /// Classes instantiated with `alloc` or `new` (`name` is the class).
    public var instantiations: [SourceSite] = []
    /// `self.view`, `self.layer`, `[self view]`, `self.node.view` (`name` is the expression).
    public var viewAccesses: [SourceSite] = []
    /// `updateState:` or `scope.state()` used.
    public var usesState = false
    /// For `+controllerClass`: the class in `return [X class]`.
    public var returnedClass: String?
    /// Dispatch, networking, notifications, timers (`name` is the API).
    public var sideEffects: [SourceSite] = []
    /// Local object pointers declared without `const` (`name` is the variable).
    public var mutableLocals: [SourceSite] = []

    public init(className: String, selector: String, isClassMethod: Bool, isSwift: Bool, file: String, line: Int, column: Int) {
        self.className = className
        self.selector = selector
        self.isClassMethod = isClassMethod
        self.isSwift = isSwift
        self.file = file
        self.line = line
        self.column = column
    }

    /// A ComponentKit constructor: a class method whose name starts with `new`.
    public var isComponentConstructor: Bool { isClassMethod && !isSwift && selector.hasPrefix("new") }

    /// An initializer: `-init…` in Objective-C, `init` in Swift.
    public var isInitializer: Bool { !isClassMethod && selector.hasPrefix("init") }
}
