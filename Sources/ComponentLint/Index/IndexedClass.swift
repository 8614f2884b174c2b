import SourceFacts

/// Everything the index knows about one class name, answered from its flat record: rules ask these
/// questions tens of thousands of times per run, and an entry already in hand needs no hash lookup.
/// A view (the index's tables and a position), so the index keeps no object per class.
public struct IndexedClass: Sendable {
    let storage: IndexStorage
    let position: Int

    private var record: ClassRecord { storage.records[position] }

    public var name: String { storage.names[position] }
    /// Every declaration, in file order (interface, implementation, categories, extensions).
    public var declarations: IndexedDeclarations {
        IndexedDeclarations(storage: storage, range: storage.declarationRange(of: position))
    }
    /// Every scanned method, its categories' and extensions' included, in file order.
    public var methods: IndexedMethods { IndexedMethods(storage: storage, range: storage.methodRange(of: position)) }
    /// The well-known framework classes among `ancestors`.
    var bases: FrameworkBases { record.bases }
    /// Whether some scanned file declares the class or adds methods to it (not only a framework class
    /// on some chain).
    public var isScanned: Bool { position < storage.scannedCount }
    /// Has an `@implementation` or a Swift class body in the scanned files.
    public var isImplemented: Bool { record.traits.contains(.implemented) }
    /// Descends from `CKComponent` (and is not it).
    public var isComponent: Bool { record.traits.contains(.component) }
    /// Descends from `CKComponentController` (and is not it).
    public var isController: Bool { record.traits.contains(.controller) }
    /// Some scanned class names this one as its direct superclass.
    public var isSubclassed: Bool { record.traits.contains(.subclassed) }
    /// The direct superclass, if known.
    public var superclass: String? { storage.superclass(of: position) }
    /// The chain, from this class up, passes or ends at a class from outside the tree (a pod's, an
    /// SDK's), whose parents are unknown or only guessed by naming conventions: rules that need to know
    /// what a superclass implements stay silent about such a class.
    public var leavesTree: Bool { record.traits.contains(.external) }
    /// The framework table lists the class (`UIButton`, `ASControlNode`): a framework's own class, even
    /// where a scanned file declares it (Texture's sources).
    public var isFrameworkClass: Bool { record.traits.contains(.frameworkClass) }
    /// The name ends in `Controller`.
    var isNamedController: Bool { record.traits.contains(.namedController) }

    /// Where the chain ends: at a root, at a class from outside the tree, or nowhere known.
    public var chainEnd: ClassChainEnd {
        if record.traits.contains(.reachesRoot) { return .root }
        var current = position
        while storage.records[current].parent >= 0 { current = Int(storage.records[current].parent) }
        return storage.records[current].traits.contains(.external) ? .external(storage.names[current]) : .open
    }

    /// The class itself, then its superclasses as far as they are known (scanned files, then framework).
    var ancestors: [String] {
        var names: [String] = []
        var current = position
        while current >= 0 {
            names.append(storage.names[current])
            current = Int(storage.records[current].parent)
        }
        return names
    }

    /// `true`/`false` when known, `nil` when the chain runs into a class nobody declares.
    public func descends(from base: String) -> Bool? {
        let bit = FrameworkBases.of(base)
        if bit.isEmpty ? ancestors.contains(base) : bases.contains(bit) { return true }
        return record.traits.contains(.reachesRoot) ? false : nil
    }
}
