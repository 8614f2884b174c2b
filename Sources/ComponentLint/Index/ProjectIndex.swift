/// Every class of the scanned files, with superclass chains resolved across files (a controller of a
/// controller is a controller), and every method's facts by class.
///
/// Built once per run and then asked tens of thousands of questions by the rules, so each class's facts
/// and resolved chain sit in one entry: one hash lookup answers any question about a class, and rules
/// that walk `scanned` need none.
public struct ProjectIndex: Sendable {
    /// Every class: scanned ones, framework ones, and superclasses met on the way; by name in `positions`.
    private let entries: [IndexedClass]
    private let positions: [String: Int]
    /// Every class that the scanned files declare or add methods to, in no particular order.
    public let scanned: [IndexedClass]

    /// How a class's chain goes on: the builder whose chain follows its own (none at a root, an unknown
    /// class or a cycle), whether it reaches a root, and the well-known framework classes on it.
    private struct ChainLink {
        let parent: Int?
        let reachesRoot: Bool
        let bases: FrameworkBases
    }

    public init(files: [FileFacts]) {
        var builders: [ClassBuilder] = []
        var positions: [String: Int] = [:]
        let mentioned = files.reduce(0) { $0 + $1.classes.count + $1.methods.count }
        builders.reserveCapacity(mentioned + FrameworkClasses.superclass.count)
        positions.reserveCapacity(mentioned + FrameworkClasses.superclass.count)
        func position(_ name: String, after last: Int?) -> Int {
            if let last, builders[last].name == name { return last }  // a file's declarations and methods come in runs
            if let known = positions[name] { return known }
            builders.append(ClassBuilder(name: name))
            positions[name] = builders.count - 1
            return builders.count - 1
        }
        for file in files {
            var last: Int?
            for declaration in file.classes {
                let found = position(declaration.name, after: last)
                builders[found].declarations.append(declaration)
                if builders[found].declaredSuperclass == nil { builders[found].declaredSuperclass = declaration.superclass }
                last = found
            }
            for method in file.methods {
                let found = position(method.className, after: last)
                builders[found].methods.append(method)
                last = found
            }
        }
        let scannedCount = builders.count
        // The framework table's classes too, so `UIButton` or `ASTextNode` is answered by one lookup.
        for name in FrameworkClasses.superclass.keys where positions[name] == nil {
            builders.append(ClassBuilder(name: name))
            positions[name] = builders.count - 1
        }
        var links: [ChainLink?] = Array(repeating: nil, count: builders.count)
        var resolved: [Int] = []  // every builder, each after the one its chain goes on to
        resolved.reserveCapacity(builders.count)
        var path: [Int] = []
        for start in builders.indices where links[start] == nil {
            Self.resolveChain(from: start, builders: &builders, positions: &positions, links: &links, resolved: &resolved, path: &path)
        }
        var made: [IndexedClass?] = Array(repeating: nil, count: builders.count)
        for position in resolved {
            let link = links[position]!
            made[position] = IndexedClass(
                &builders[position], parent: link.parent.map { made[$0]! }, reachesRoot: link.reachesRoot, bases: link.bases
            )
        }
        entries = made.map { $0! }
        self.positions = positions
        scanned = Array(entries[..<scannedCount])
    }

    /// Walks up from `start` to a root, an unknown class, or a class whose chain is known, then gives
    /// every class on the way its chain, so each chain is walked once. Marks declared superclasses as
    /// subclassed on the way (each class's own step is taken exactly once, here).
    private static func resolveChain(
        from start: Int, builders: inout [ClassBuilder], positions: inout [String: Int], links: inout [ChainLink?],
        resolved: inout [Int], path: inout [Int]
    ) {
        path.removeAll(keepingCapacity: true)
        path.append(start)
        var tail = ChainLink(parent: nil, reachesRoot: false, bases: [])
        var current = start
        while true {
            if FrameworkClasses.isRoot(builders[current].name) { tail = ChainLink(parent: nil, reachesRoot: true, bases: []); break }
            guard let nextName = builders[current].superclass else { break }
            let next: Int
            if let known = positions[nextName] {
                next = known
            } else {
                builders.append(ClassBuilder(name: nextName))  // a framework class met only here (`CKLabelComponent`)
                links.append(nil)
                next = builders.count - 1
                positions[nextName] = next
            }
            if builders[current].declaredSuperclass != nil { builders[next].isSubclassed = true }
            if let link = links[next] { tail = ChainLink(parent: next, reachesRoot: link.reachesRoot, bases: link.bases); break }
            if path.contains(next) { break }  // a cycle in broken code: the chain says nothing
            path.append(next)
            current = next
        }
        for member in path.reversed() {
            let link = ChainLink(parent: tail.parent, reachesRoot: tail.reachesRoot, bases: tail.bases.union(.of(builders[member].name)))
            links[member] = link
            resolved.append(member)
            tail = ChainLink(parent: member, reachesRoot: link.reachesRoot, bases: link.bases)
        }
    }

    /// The entry for `name`: a scanned class, or a framework class on some chain.
    public func entry(_ name: String) -> IndexedClass? { positions[name].map { entries[$0] } }

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
    public func declarations(of name: String) -> [ClassDeclaration] { entry(name)?.declarations ?? [] }

    /// Every scanned method of `name`, its categories and extensions included.
    public func methods(of name: String) -> [MethodFacts] { entry(name)?.methods ?? [] }

    /// Classes with an `@implementation` (or a Swift class body) in the scanned files.
    public func isImplemented(_ name: String) -> Bool { entry(name)?.isImplemented == true }

    /// The declaration to point at: the implementation, else the interface.
    public func primaryDeclaration(of name: String) -> ClassDeclaration? {
        let all = declarations(of: name)
        return all.first { $0.kind == .implementation || $0.kind == .swiftClass } ?? all.first { $0.kind == .interface }
    }

    /// Whether any scanned class names `name` as its direct superclass.
    public func hasSubclass(_ name: String) -> Bool { entry(name)?.isSubclassed == true }
}
