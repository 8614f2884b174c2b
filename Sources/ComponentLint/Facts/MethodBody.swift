/// What one method body does, as far as the rules care: who it calls on `super`, which scope it
/// declares, what it builds and touches. `MethodBodyScanner` fills it in; `MethodFacts` then holds it.
public struct MethodBody: Sendable {
    /// Selectors sent to `super` in every build (`didMount`, `viewWillAppear:`; Swift: `viewWillAppear`).
    public var superCalls: Set<String> = []
    /// Selectors sent to `super` only in some `#if` branches (`#if DEBUG [super viewDidLoad]; #endif`).
    public var superCallsInSomeBuilds: Set<String> = []
    /// While scanning: each super call and its token index (emptied when the body is read).
    var superCallSites: [(selector: String, index: Int)] = []
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
    /// Local object pointers declared without `const` and never assigned again (`name` is the variable).
    public var mutableLocals: [SourceSite] = []
    /// Constructors only: the path of each scope, `[super new…]` and child build, by site order.
    public var paths: [Int: SitePath] = [:]

    /// Whether two sites of this body can both run in one build and one call: not in different branches
    /// of one `#if` or `if`, not the arms of one `?:`, and the earlier one's path not over by a `return`.
    /// Without recorded paths (a method that is no constructor), yes.
    public func mayRunTogether(_ first: SourceSite, _ second: SourceSite) -> Bool {
        let (earlier, later) = first.order < second.order ? (first, second) : (second, first)
        guard let earlierPath = paths[earlier.order], let laterPath = paths[later.order] else { return true }
        return SitePath.mayRunTogether(
            earlierPath, at: earlier.order, ternary: earlier.name == "alternative",
            laterPath, at: later.order, ternary: later.name == "alternative")
    }

    public init() {}
}
