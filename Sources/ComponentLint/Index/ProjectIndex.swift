import SourceFacts

/// Every class of the scanned files, with superclass chains resolved across files (a controller of a
/// controller is a controller), and every method's facts by class.
///
/// Built once per run and then asked tens of thousands of questions by the rules, so each class's
/// resolved chain sits in one flat record: one hash lookup answers any question about a class, and
/// rules that walk `scanned` need none. Declarations and methods stay in the facts; the index refers
/// to them (see `IndexBuilder`).
public struct ProjectIndex: Sendable {
    private let storage: IndexStorage

    /// Every class that the scanned files declare or add methods to, in no particular order.
    public var scanned: IndexedClasses { IndexedClasses(storage: storage) }

    public init(files: [FileFacts]) {
        storage = IndexStorage(IndexBuilder(files: files))
    }

    private init(storage: IndexStorage) {
        self.storage = storage
    }

    /// The same index through an object of its own, for one thread. Every view of a class holds the
    /// index's storage, so walking the classes retains and releases it once a class: rules walking
    /// side by side did that to one shared count, whose cache line then moved between the cores at
    /// every step (a class-walking rule took four times as long beside another as alone).
    func forOneThread() -> ProjectIndex {
        ProjectIndex(storage: IndexStorage(storage.tables))
    }

    /// The entry for `name`: a scanned class, or a framework class on some chain.
    public func entry(_ name: String) -> IndexedClass? {
        storage.position(of: name).map { IndexedClass(storage: storage, position: $0) }
    }

    /// Every class name that some scanned file declares, in no particular order.
    public var classNames: [String] { scanned.compactMap { $0.declarations.isEmpty ? nil : $0.name } }

    /// The direct superclass, from the scanned files first, then the known framework classes.
    public func superclass(of name: String) -> String? {
        if let known = entry(name) { return known.superclass }
        return FrameworkClasses.superclass(of: name)
    }

    /// `true` or `false` when the chain from `name` is known to reach `base` or a root without it;
    /// `nil` when it runs into a class nobody declares (then rules stay silent).
    public func descends(_ name: String, from base: String) -> Bool? {
        if let known = entry(name) { return known.descends(from: base) }
        return descends(unindexed: name, from: base)
    }

    /// For a name no file declares and no chain passes (`UIStackView`): walks up to the first indexed class.
    private func descends(unindexed name: String, from base: String) -> Bool? {
        var current = name
        var walked: [String] = []
        while true {
            if current == base { return true }
            if FrameworkClasses.isRoot(current) { return false }
            walked.append(current)
            guard let next = FrameworkClasses.superclass(of: current), !walked.contains(next) else { return nil }
            if let known = entry(next) { return known.descends(from: base) }
            current = next
        }
    }

    /// Whether the chain from `name` passes or ends at a class from outside the tree (a pod's, an SDK's:
    /// see `IndexedClass.leavesTree`); a name the index does not have is from outside unless it is a root
    /// or in the framework table.
    public func leavesTree(_ name: String) -> Bool {
        if let known = entry(name) { return known.leavesTree }
        return !FrameworkClasses.isRoot(name) && FrameworkClasses.superclass[name] == nil
    }

    /// Where the chain from `name` ends (see `ClassChainEnd`).
    public func chainEnd(of name: String) -> ClassChainEnd {
        if let known = entry(name) { return known.chainEnd }
        return leavesTree(name) ? .external(name) : .root
    }

    public func isComponent(_ name: String) -> Bool {
        if let known = entry(name) { return known.isComponent }
        return name != "CKComponent" && descends(unindexed: name, from: "CKComponent") == true
    }

    public func isController(_ name: String) -> Bool {
        if let known = entry(name) { return known.isController }
        return name != "CKComponentController" && descends(unindexed: name, from: "CKComponentController") == true
    }

    /// Whether any scanned file declares `name` (`@interface`, `@implementation`, category, Swift class).
    public func isDeclared(_ name: String) -> Bool { entry(name)?.declarations.isEmpty == false }

    /// Every declaration of `name`, in file order.
    public func declarations(of name: String) -> [IndexedDeclaration] { entry(name).map { Array($0.declarations) } ?? [] }

    /// Every scanned method of `name`, its categories and extensions included.
    public func methods(of name: String) -> [MethodFacts] { entry(name).map { Array($0.methods) } ?? [] }

    /// Classes with an `@implementation` (or a Swift class body) in the scanned files.
    public func isImplemented(_ name: String) -> Bool { entry(name)?.isImplemented == true }

    /// The declaration to point at: the implementation, else the interface.
    public func primaryDeclaration(of name: String) -> IndexedDeclaration? {
        let all = declarations(of: name)
        return all.first { $0.kind == .implementation || $0.kind == .swiftClass } ?? all.first { $0.kind == .interface }
    }

    /// Whether two declarations of one class name anywhere in the run name different superclasses:
    /// only then can targets disagree (see `TargetGroups`).
    var hasConflictingSuperclasses: Bool { storage.hasConflictingSuperclasses }

    /// Whether any scanned class names `name` as its direct superclass.
    public func hasSubclass(_ name: String) -> Bool { entry(name)?.isSubclassed == true }
}
