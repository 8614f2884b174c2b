/// Every class of the scanned files, with superclass chains resolved across files (a controller of a
/// controller is a controller), and every method's facts by class.
///
/// Built once per run and then asked tens of thousands of questions by the rules, so each class's facts
/// and resolved chain sit in one entry: one hash lookup answers any question about a class.
public struct ProjectIndex: Sendable {
    private let classes: [String: IndexedClass]
    private let namedAsSuperclass: Set<String>
    private let superclasses: [String: String]
    /// Every class that the scanned files declare or add methods to, in no particular order.
    public let scanned: [IndexedClass]

    /// Every class name that some scanned file declares, in no particular order.
    public var classNames: [String] { scanned.compactMap { $0.declarations.isEmpty ? nil : $0.name } }

    /// The entry for `name`: a scanned class, or a framework class on some chain.
    public func entry(_ name: String) -> IndexedClass? { classes[name] }

    public init(files: [FileFacts]) {
        var gathered: [String: (declarations: [ClassDeclaration], methods: [MethodFacts])] = [:]
        var superclasses: [String: String] = [:]
        for file in files {
            for declaration in file.classes {
                gathered[declaration.name, default: ([], [])].declarations.append(declaration)
                if let superclass = declaration.superclass, superclasses[declaration.name] == nil {
                    superclasses[declaration.name] = superclass
                }
            }
            for method in file.methods { gathered[method.className, default: ([], [])].methods.append(method) }
        }
        self.superclasses = superclasses
        namedAsSuperclass = Set(superclasses.values)
        // The framework table's classes too, so `UIButton` or `ASTextNode` is answered by one lookup.
        let names = [AnySequence(gathered.keys), AnySequence(FrameworkClasses.superclass.keys)].joined()
        let classes = Self.chains(of: names, superclasses: superclasses).mapValues { chain in
            let name = chain.ancestors[0]
            let found = gathered[name]
            return IndexedClass(name: name, declarations: found?.declarations ?? [], methods: found?.methods ?? [], chain: chain)
        }
        self.classes = classes
        scanned = gathered.keys.compactMap { classes[$0] }
    }

    /// A class and its superclasses as far as they are known (the class itself first), whether that ends
    /// at a framework root, and the well-known framework classes on it.
    struct Chain {
        var ancestors: [String]
        var reachesRoot: Bool
        var bases: FrameworkBases
    }

    /// The chain of every named class and of every class on those chains (framework classes included),
    /// each walked once: a walk stops at the first class whose chain is already known.
    private static func chains(of names: some Sequence<String>, superclasses: [String: String]) -> [String: Chain] {
        var known: [String: Chain] = [:]
        for name in names where known[name] == nil {
            var path = [name]
            var tail = Chain(ancestors: [], reachesRoot: false, bases: [])
            var current = name
            while true {
                if FrameworkClasses.roots.contains(current) { tail.reachesRoot = true; break }
                guard let next = superclass(of: current, declared: superclasses) else { break }
                if let chain = known[next] { tail = chain; break }
                if path.contains(next) { break }  // a cycle in broken code: the chain says nothing
                path.append(next)
                current = next
            }
            for member in path.reversed() {
                tail = Chain(ancestors: [member] + tail.ancestors, reachesRoot: tail.reachesRoot, bases: tail.bases.union(.of(member)))
                known[member] = tail
            }
        }
        return known
    }

    /// The direct superclass, from the scanned files first, then the known framework classes.
    public func superclass(of name: String) -> String? { Self.superclass(of: name, declared: superclasses) }

    private static func superclass(of name: String, declared: [String: String]) -> String? {
        if let superclass = declared[name] { return superclass }
        if let known = FrameworkClasses.superclass[name] { return known }
        // Framework naming conventions for classes not in the table: Texture nodes, ComponentKit components.
        if name.hasPrefix("AS"), name.hasSuffix("Node"), name != "ASDisplayNode" { return "ASDisplayNode" }
        if name.hasPrefix("CK"), name.hasSuffix("Component"), name != "CKComponent" { return "CKComponent" }
        return nil
    }

    /// `true` or `false` when the chain from `name` is known to reach `base` or a root without it;
    /// `nil` when it runs into a class nobody declares (then rules stay silent).
    public func descends(_ name: String, from base: String) -> Bool? {
        // A name no file declares (`CKLabelComponent`, `UIButton`): walk up to the first indexed class.
        var current = name
        var walked: [String] = []
        while true {
            if let known = classes[current] { return known.descends(from: base) }
            if current == base { return true }
            if FrameworkClasses.roots.contains(current) { return false }
            walked.append(current)
            guard let next = superclass(of: current), !walked.contains(next) else { return nil }
            current = next
        }
    }

    public func isComponent(_ name: String) -> Bool {
        if let known = classes[name] { return known.isComponent }
        return name != "CKComponent" && descends(name, from: "CKComponent") == true
    }

    public func isController(_ name: String) -> Bool {
        if let known = classes[name] { return known.isController }
        return name != "CKComponentController" && descends(name, from: "CKComponentController") == true
    }

    /// Whether any scanned file declares `name` (`@interface`, `@implementation`, category, Swift class).
    public func isDeclared(_ name: String) -> Bool { classes[name]?.declarations.isEmpty == false }

    /// Every declaration of `name`, in file order.
    public func declarations(of name: String) -> [ClassDeclaration] { classes[name]?.declarations ?? [] }

    /// Every scanned method of `name`, its categories and extensions included.
    public func methods(of name: String) -> [MethodFacts] { classes[name]?.methods ?? [] }

    /// Classes with an `@implementation` (or a Swift class body) in the scanned files.
    public func isImplemented(_ name: String) -> Bool { classes[name]?.isImplemented == true }

    /// The declaration to point at: the implementation, else the interface.
    public func primaryDeclaration(of name: String) -> ClassDeclaration? {
        let all = declarations(of: name)
        return all.first { $0.kind == .implementation || $0.kind == .swiftClass } ?? all.first { $0.kind == .interface }
    }

    /// Whether any scanned class names `name` as its direct superclass.
    public func hasSubclass(_ name: String) -> Bool { namedAsSuperclass.contains(name) }
}
