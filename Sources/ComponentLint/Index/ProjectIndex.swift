/// Every class of the scanned files, with superclass chains resolved across files (a controller of a
/// controller is a controller), and every method's facts by class.
///
/// Built once per run and then asked tens of thousands of questions by the rules, so each class's facts
/// and resolved chain sit in one entry: one hash lookup answers any question about a class, and rules
/// that walk `scanned` need none.
public struct ProjectIndex: Sendable {
    private let classes: [String: IndexedClass]
    /// Every class that the scanned files declare or add methods to, in no particular order.
    public let scanned: [IndexedClass]

    /// A class and its superclasses as far as they are known (the class itself first), whether that ends
    /// at a framework root, and the well-known framework classes on it.
    struct Chain {
        var ancestors: [String]
        var reachesRoot: Bool
        var bases: FrameworkBases
    }

    public init(files: [FileFacts]) {
        var builders: [String: ClassBuilder] = [:]
        func builder(_ name: String, after last: ClassBuilder?) -> ClassBuilder {
            if let last, last.name == name { return last }  // a file's declarations and methods come in runs
            if let known = builders[name] { return known }
            let made = ClassBuilder(name: name)
            builders[name] = made
            return made
        }
        for file in files {
            var last: ClassBuilder?
            for declaration in file.classes {
                let found = builder(declaration.name, after: last)
                found.declarations.append(declaration)
                if found.declaredSuperclass == nil { found.declaredSuperclass = declaration.superclass }
                last = found
            }
            for method in file.methods {
                let found = builder(method.className, after: last)
                found.methods.append(method)
                last = found
            }
        }
        let scannedBuilders = Array(builders.values)
        // The framework table's classes too, so `UIButton` or `ASTextNode` is answered by one lookup.
        for name in FrameworkClasses.superclass.keys where builders[name] == nil { builders[name] = ClassBuilder(name: name) }
        for start in Array(builders.values) where start.chain == nil {
            Self.resolveChain(from: start, in: &builders)
        }
        var scanned: [IndexedClass] = []
        scanned.reserveCapacity(scannedBuilders.count)
        classes = builders.mapValues { builder in
            let entry = IndexedClass(builder)
            if !builder.declarations.isEmpty || !builder.methods.isEmpty { scanned.append(entry) }
            return entry
        }
        self.scanned = scanned
    }

    /// Walks up from `start` to a root, an unknown class, or a class whose chain is known, then gives
    /// every class on the way its chain, so each chain is walked once. Marks declared superclasses as
    /// subclassed on the way (each class's own step is taken exactly once, here).
    private static func resolveChain(from start: ClassBuilder, in builders: inout [String: ClassBuilder]) {
        var path = [start]
        var tail = Chain(ancestors: [], reachesRoot: false, bases: [])
        var current = start
        while true {
            if FrameworkClasses.roots.contains(current.name) { tail.reachesRoot = true; break }
            guard let nextName = current.superclass else { break }
            let next: ClassBuilder
            if let known = builders[nextName] {
                next = known
            } else {
                next = ClassBuilder(name: nextName)  // a framework class met only here (`CKLabelComponent`)
                builders[nextName] = next
            }
            if current.declaredSuperclass != nil { next.isSubclassed = true }
            if let chain = next.chain { tail = chain; break }
            if path.contains(where: { $0 === next }) { break }  // a cycle in broken code: the chain says nothing
            path.append(next)
            current = next
        }
        for member in path.reversed() {
            tail = Chain(ancestors: [member.name] + tail.ancestors, reachesRoot: tail.reachesRoot, bases: tail.bases.union(.of(member.name)))
            member.chain = tail
        }
    }

    /// The entry for `name`: a scanned class, or a framework class on some chain.
    public func entry(_ name: String) -> IndexedClass? { classes[name] }

    /// Every class name that some scanned file declares, in no particular order.
    public var classNames: [String] { scanned.compactMap { $0.declarations.isEmpty ? nil : $0.name } }

    /// The direct superclass, from the scanned files first, then the known framework classes.
    public func superclass(of name: String) -> String? {
        if let known = classes[name] { return known.superclass }
        return FrameworkClasses.superclass(of: name)
    }

    /// `true` or `false` when the chain from `name` is known to reach `base` or a root without it;
    /// `nil` when it runs into a class nobody declares (then rules stay silent).
    public func descends(_ name: String, from base: String) -> Bool? {
        // A name no file declares and no chain passes (`UIStackView`): walk up to the first indexed class.
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
    public func hasSubclass(_ name: String) -> Bool { classes[name]?.isSubclassed == true }
}
