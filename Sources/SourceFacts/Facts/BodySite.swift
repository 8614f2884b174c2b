/// One thing a method body does, as the facts keep it: every kind (a super call, a scope, a child build…)
/// in one list, so a method's facts and its sites take one allocation instead of one per kind (a 50 MB
/// source has 300,000 methods). `MethodBodyReading` gives each kind back as the rules ask for it.
///
/// 32 bytes: the name, three 32-bit positions, then the kind and the closure flag.
public struct BodySite: Sendable, Hashable {
    public enum Kind: UInt8, Sendable, CaseIterable {
        /// `[super selector…]` or `super.selector()`, in every build; `name` is the selector.
        case superCall
        /// A super call made only in some `#if` branches.
        case superCallInSomeBuilds
        /// `[super new…]`; `name` is "return", "alternative" or "expression" (see `MethodBody.superNewCalls`).
        case superNew
        /// `CKComponentScope scope(…)`; `name` is the first argument, `isInClosure` whether it is in a block.
        case scope
        case childBuild
        case instantiation
        case viewAccess
        /// `return [X class]` in `+controllerClass`; `name` is the class.
        case returnedClass
        case sideEffect
        case mutableLocal
        /// A super call made in every build but not on every path that returns normally; `name` is the
        /// selector, the position that of the first `return` reached without it (none: 0, 0).
        case superCallOnSomePaths
        /// In `layoutSpecThatFits` and initializers, a call of the class's own method (`makeTitleNode()`,
        /// `[self setupViews]`): `name` is the callee's Swift full name or selector (what the helper does,
        /// the caller does).
        case ownCall
    }

    public let name: String
    private let storedLine: Int32
    private let storedColumn: Int32
    private let storedOrder: Int32
    public internal(set) var kind: Kind
    public internal(set) var isInClosure: Bool

    public var line: Int { Int(storedLine) }
    public var column: Int { Int(storedColumn) }
    public var order: Int { Int(storedOrder) }

    public init(_ kind: Kind, name: String, line: Int, column: Int, order: Int, isInClosure: Bool = false) {
        self.kind = kind
        self.name = name
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
        storedOrder = Int32(clamping: order)
        self.isInClosure = isInClosure
    }

    init(_ kind: Kind, _ site: SourceSite) {
        self.init(kind, name: site.name, line: site.line, column: site.column, order: site.order, isInClosure: site.isInClosure)
    }

    init(_ scope: ScopeDeclaration) {
        self.init(
            .scope, name: scope.firstArgument, line: scope.site.line, column: scope.site.column, order: scope.site.order,
            isInClosure: scope.isInsideClosure)
    }

    /// The site as the rules see it.
    package var site: SourceSite {
        var site = SourceSite(name: name, line: line, column: column, order: order)
        site.isInClosure = isInClosure
        return site
    }

    /// A `.scope` site as the rules see it.
    var scope: ScopeDeclaration {
        ScopeDeclaration(
            site: SourceSite(name: "CKComponentScope", line: line, column: column, order: order), firstArgument: name,
            isInsideClosure: isInClosure)
    }
}
