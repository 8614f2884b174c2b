/// What one method body does, as far as the rules care: who it calls on `super`, which scope it
/// declares, what it builds and touches. `MethodBodyScanner` fills it in; `MethodFacts` then holds it.
public struct MethodBody: Sendable {
    /// Selectors sent to `super` in every build (`didMount`, `viewWillAppear:`; Swift: `viewWillAppear`).
    public var superCalls: Set<String> = []
    /// Selectors sent to `super` only in some `#if` branches (`#if DEBUG [super viewDidLoad]; #endif`).
    public var superCallsInSomeBuilds: Set<String> = []
    /// `[super new…]` sends; `name` is "return" when the send is what the method returns.
    public var superNewCalls: [SourceSite] = []
    public var scopes: [ScopeDeclaration] = []
    /// Child components built (`[XComponent new…]`, `[[XComponent alloc] …]`).
    public var childBuilds: [SourceSite] = []
    /// Classes instantiated with `alloc` or `new` (`name` is the class).
    public var instantiations: [SourceSite] = []
    /// `self.view`, `self.layer`, `[self view]`, `self.node.view` (`name` is the expression).
    public var viewAccesses: [SourceSite] = []
    /// For `+controllerClass`: the class in `return [X class]`.
    public var returnedClass: String?
    /// Dispatch, networking, notifications, timers (`name` is the API).
    public var sideEffects: [SourceSite] = []
    /// Local object pointers declared without `const` and never assigned again (`name` is the variable).
    public var mutableLocals: [SourceSite] = []
    /// Constructors only: the path of each scope, `[super new…]` and child build, by site order.
    /// Made on demand from `sitePaths` (the records of facts read and write it).
    public var paths: [Int: SitePath] {
        get { Dictionary(uniqueKeysWithValues: sitePaths.lazy.map { ($0.order, $0.path) }) }
        set { sitePaths = newValue.sorted { $0.key < $1.key }.map { (order: $0.key, path: $0.value) } }
    }

    /// The same, as a list sorted by site order: a constructor has a handful of sites, and a table of
    /// them took twice the memory of the list (a 50 MB source has 300,000 constructors) and a hash each.
    /// Empty unless `comparesSitePaths`.
    var sitePaths: [(order: Int, path: SitePath)] = []

    /// `updateState:` or `scope.state()` used. Declared last, so that it takes one byte after the other
    /// fields rather than a word among them (which would make every method's facts a 208-byte allocation
    /// instead of 192).
    public var usesState = false

    /// Whether a rule asks `mayRunTogether` of two of this body's sites: two scopes (`scope-arguments`),
    /// two `[super new…]` (`super-new-once`), or something built before a scope (`scope-after-super`).
    /// Most constructors declare one scope first and call `[super new…]` once, and keep no paths.
    var comparesSitePaths: Bool {
        if scopes.count > 1 || superNewCalls.count > 1 { return true }
        guard let firstScope = scopes.first?.site.order else { return false }
        return superNewCalls.contains { $0.order < firstScope } || childBuilds.contains { $0.order < firstScope }
    }

    /// Whether two sites of this body can both run in one build and one call: not in different branches
    /// of one `#if` or `if`, not the arms of one `?:`, and the earlier one's path not over by a `return`.
    /// Without recorded paths (a method that is no constructor, or one no rule asks this of), yes.
    public func mayRunTogether(_ first: SourceSite, _ second: SourceSite) -> Bool {
        let (earlier, later) = first.order < second.order ? (first, second) : (second, first)
        guard let earlierPath = path(at: earlier.order), let laterPath = path(at: later.order) else { return true }
        return SitePath.mayRunTogether(
            earlierPath, at: earlier.order, ternary: earlier.name == "alternative",
            laterPath, at: later.order, ternary: later.name == "alternative")
    }

    public init() {}

    /// The recorded path of the site at `order`, found by bisection in `sitePaths`.
    private func path(at order: Int) -> SitePath? {
        var low = 0, high = sitePaths.count
        while low < high {
            let middle = (low + high) / 2
            if sitePaths[middle].order < order { low = middle + 1 } else { high = middle }
        }
        return low < sitePaths.count && sitePaths[low].order == order ? sitePaths[low].path : nil
    }
}
