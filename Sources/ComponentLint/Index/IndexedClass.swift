/// Everything the index knows about one class name, gathered in one place and answered from stored
/// fields: rules ask these questions tens of thousands of times per run, and a lookup by name costs a
/// hash and a trip to memory that an entry already in hand does not.
public final class IndexedClass: Sendable {
    public let name: String
    /// Every declaration, in file order (interface, implementation, categories, extensions).
    public let declarations: [ClassDeclaration]
    /// Every scanned method, its categories' and extensions' included.
    public let methods: [MethodFacts]
    /// The next class up the chain, as far as it is known: `ancestors` follows these links.
    let parent: IndexedClass?
    /// Whether `ancestors` ends at a framework root class (so "not found" means "does not descend").
    let reachesRoot: Bool
    /// The well-known framework classes among `ancestors`.
    let bases: FrameworkBases
    /// Has an `@implementation` or a Swift class body in the scanned files.
    public let isImplemented: Bool
    /// Descends from `CKComponent` (and is not it).
    public let isComponent: Bool
    /// Descends from `CKComponentController` (and is not it).
    public let isController: Bool

    /// The direct superclass, if known.
    public let superclass: String?
    /// Some scanned class names this one as its direct superclass.
    public let isSubclassed: Bool

    /// `parent` must be made first; the builder's arrays are taken over, not copied.
    init(_ builder: inout ClassBuilder, parent: IndexedClass?, reachesRoot: Bool, bases: FrameworkBases) {
        name = builder.name
        declarations = builder.declarations
        methods = builder.methods
        builder.declarations = []
        builder.methods = []
        self.parent = parent
        self.reachesRoot = reachesRoot
        self.bases = bases
        superclass = builder.superclass
        isSubclassed = builder.isSubclassed
        isImplemented = declarations.contains { $0.kind == .implementation || $0.kind == .swiftClass }
        isComponent = name != "CKComponent" && bases.contains(.component)
        isController = name != "CKComponentController" && bases.contains(.controller)
    }

    /// The class itself, then its superclasses as far as they are known (scanned files, then framework).
    var ancestors: [String] {
        var names: [String] = []
        var current: IndexedClass? = self
        while let entry = current {
            names.append(entry.name)
            current = entry.parent
        }
        return names
    }

    /// `true`/`false` when known, `nil` when the chain runs into a class nobody declares.
    public func descends(from base: String) -> Bool? {
        let bit = FrameworkBases.of(base)
        if bit.isEmpty ? ancestors.contains(base) : bases.contains(bit) { return true }
        return reachesRoot ? false : nil
    }
}
