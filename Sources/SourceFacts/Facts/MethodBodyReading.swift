/// What a method body does, read from its one list of sites (`BodySite`), kind by kind: the same
/// questions whether the body is being built (`MethodBody`) or kept in a method's facts (`MethodBodyView`).
///
/// Each list is made when asked for; a kind the body has no site of costs no allocation, which is the
/// common case for every kind.
public protocol MethodBodyReading {
    /// Calls `body` with the sites in the order they were read.
    func withSites<Result>(_ body: (UnsafeBufferPointer<BodySite>) -> Result) -> Result
    /// Constructors only: the path of each scope, `[super new…]` and child build, sorted by site order.
    /// Empty unless `comparesSitePaths`.
    var sitePaths: [(order: Int, path: SitePath)] { get }
    /// `updateState:` or `scope.state()` used.
    var usesState: Bool { get }
}

extension MethodBodyReading {
    /// Selectors sent to `super` in every build (`didMount`, `viewWillAppear:`; Swift: `viewWillAppear`),
    /// except the `[super new…]` of an Objective-C constructor, which are `superNewCalls`.
    public var superCalls: [String] { names(.superCall) }
    /// Selectors sent to `super` only in some `#if` branches (`#if DEBUG [super viewDidLoad]; #endif`).
    public var superCallsInSomeBuilds: [String] { names(.superCallInSomeBuilds) }
    /// Selectors sent to `super` in every build, but not on every path that returns normally: the site
    /// is the first `return` reached without the call (line 0 when no `return` is: the call is inside a
    /// condition or a loop).
    public var superCallsOnSomePaths: [SourceSite] { sites(.superCallOnSomePaths) }
    /// Calls of the class's own methods, recorded in `layoutSpecThatFits` and initializers only.
    public var ownCalls: [SourceSite] { sites(.ownCall) }
    /// `[super new…]` sends; `name` is "return" when the send is what the method returns, "alternative"
    /// for an arm of `?:`, else "expression".
    public var superNewCalls: [SourceSite] { sites(.superNew) }
    public var scopes: [ScopeDeclaration] { collect(.scope, \.scope) }
    /// Child components built (`[XComponent new…]`, `[[XComponent alloc] …]`).
    public var childBuilds: [SourceSite] { sites(.childBuild) }
    /// Classes instantiated with `alloc` or `new` (`name` is the class).
    public var instantiations: [SourceSite] { sites(.instantiation) }
    /// `self.view`, `self.layer`, `[self view]`, `self.node.view` (`name` is the expression).
    public var viewAccesses: [SourceSite] { sites(.viewAccess) }
    /// For `+controllerClass`: the class in `return [X class]`.
    public var returnedClass: String? { withSites { $0.last { $0.kind == .returnedClass }?.name } }
    /// Dispatch, networking, notifications, timers (`name` is the API).
    public var sideEffects: [SourceSite] { sites(.sideEffect) }
    /// Local object pointers declared without `const` and never assigned again (`name` is the variable).
    public var mutableLocals: [SourceSite] { sites(.mutableLocal) }

    /// Whether the body has a site of `kind`: the rules' first question, answered without a list.
    public func has(_ kind: BodySite.Kind) -> Bool {
        withSites { sites in sites.contains { $0.kind == kind } }
    }

    /// Whether the body has a site of `kind` for which `predicate` holds.
    public func has(_ kind: BodySite.Kind, where predicate: (BodySite) -> Bool) -> Bool {
        withSites { sites in sites.contains { $0.kind == kind && predicate($0) } }
    }

    /// The order of the last site of `kind`, if any.
    public func lastOrder(of kind: BodySite.Kind) -> Int? {
        withSites { sites in sites.last { $0.kind == kind }?.order }
    }

    /// Whether a site of one of `kinds` comes before token `order`.
    public func has(_ kinds: [BodySite.Kind], before order: Int) -> Bool {
        withSites { sites in sites.contains { $0.order < order && kinds.contains($0.kind) } }
    }

    /// How many sites of `kind` the body has.
    public func count(of kind: BodySite.Kind) -> Int {
        withSites { sites in sites.reduce(0) { $1.kind == kind ? $0 + 1 : $0 } }
    }

    /// Whether a rule asks `mayRunTogether` of two of this body's sites: two scopes (`scope-arguments`),
    /// two `[super new…]` (`super-new-once`), or something built before a scope (`scope-after-super`).
    /// Most constructors declare one scope first and call `[super new…]` once, and keep no paths.
    var comparesSitePaths: Bool {
        withSites { sites in
            var scopes = 0, superNews = 0
            var firstScope: Int?
            var earliestBuild = Int.max
            for site in sites {
                switch site.kind {
                case .scope:
                    scopes += 1
                    if firstScope == nil { firstScope = site.order }
                case .superNew:
                    superNews += 1
                    earliestBuild = min(earliestBuild, site.order)
                case .childBuild: earliestBuild = min(earliestBuild, site.order)
                default: break
                }
            }
            if scopes > 1 || superNews > 1 { return true }
            guard let firstScope else { return false }
            return earliestBuild < firstScope
        }
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

    /// The recorded path of the site at `order`, found by bisection in `sitePaths`.
    private func path(at order: Int) -> SitePath? {
        let paths = sitePaths
        var low = 0, high = paths.count
        while low < high {
            let middle = (low + high) / 2
            if paths[middle].order < order { low = middle + 1 } else { high = middle }
        }
        return low < paths.count && paths[low].order == order ? paths[low].path : nil
    }

    private func sites(_ kind: BodySite.Kind) -> [SourceSite] { collect(kind, \.site) }
    private func names(_ kind: BodySite.Kind) -> [String] { collect(kind, \.name) }

    /// The sites of `kind`, transformed, in an array of exactly their number (none: no allocation).
    private func collect<Element>(_ kind: BodySite.Kind, _ transform: (BodySite) -> Element) -> [Element] {
        withSites { sites in
            let count = sites.reduce(0) { $1.kind == kind ? $0 + 1 : $0 }
            guard count > 0 else { return [] }
            var result: [Element] = []
            result.reserveCapacity(count)
            for site in sites where site.kind == kind { result.append(transform(site)) }
            return result
        }
    }
}
