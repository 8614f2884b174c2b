/// What one method body does, as far as the rules care: who it calls on `super`, which scope it
/// declares, what it builds and touches. `MethodBodyScanner` fills it in; `MethodFacts` then holds it.
public struct MethodBody: Sendable {
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

    public init() {}
}
