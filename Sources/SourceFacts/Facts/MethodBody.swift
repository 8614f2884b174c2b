/// What one method body does, while `MethodBodyScanner` reads it (and where tests and the facts records
/// make one): its sites in one list, read back kind by kind through `MethodBodyReading`. `MethodFacts`
/// then keeps the sites in its own allocation.
public struct MethodBody: Sendable, MethodBodyReading {
    /// Every site, in the order read.
    public internal(set) var sites: [BodySite] = []
    public var sitePaths: [(order: Int, path: SitePath)] = []
    public var usesState = false
    /// Whether a `.mutableLocal` site was read: only then does the scanner look for assignments.
    private(set) var hasMutableLocals = false

    public init() {}

    public func withSites<Result>(_ body: (UnsafeBufferPointer<BodySite>) -> Result) -> Result {
        sites.withUnsafeBufferPointer(body)
    }

    /// The site paths by order, a dictionary view of `sitePaths` (tests write them so).
    public var paths: [Int: SitePath] {
        get { Dictionary(uniqueKeysWithValues: sitePaths.lazy.map { ($0.order, $0.path) }) }
        set { sitePaths = newValue.sorted { $0.key < $1.key }.map { (order: $0.key, path: $0.value) } }
    }

    mutating func append(_ kind: BodySite.Kind, _ site: SourceSite) {
        sites.append(BodySite(kind, site))
        if kind == .mutableLocal { hasMutableLocals = true }
    }

    mutating func append(_ scope: ScopeDeclaration) {
        sites.append(BodySite(scope))
    }

    /// A super call at token `order`, once per selector (a set, as the rules ask whether it is made).
    mutating func appendSuperCall(_ selector: String, order: Int) {
        guard !sites.contains(where: { $0.kind == .superCall && $0.name == selector }) else { return }
        sites.append(BodySite(.superCall, name: selector, line: 0, column: 0, order: order))
    }

    /// The class `+controllerClass` returns: the last `return [X class]` read.
    mutating func setReturnedClass(_ name: String, order: Int) {
        sites.removeAll { $0.kind == .returnedClass }
        sites.append(BodySite(.returnedClass, name: name, line: 0, column: 0, order: order))
    }
}
