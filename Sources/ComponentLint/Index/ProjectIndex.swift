/// Every class of the scanned files, with superclass chains resolved across files (a controller of a
/// controller is a controller), and every method's facts by class.
public struct ProjectIndex: Sendable {
    public private(set) var declarations: [String: [ClassDeclaration]] = [:]
    public private(set) var methods: [String: [MethodFacts]] = [:]
    private var superclasses: [String: String] = [:]
    private var namedAsSuperclass: Set<String> = []
    /// For every declared class: all its ancestors, and whether the chain reaches a root (is fully known).
    private var chains: [String: (ancestors: Set<String>, complete: Bool)] = [:]

    public init(files: [FileFacts]) {
        for file in files {
            for declaration in file.classes {
                declarations[declaration.name, default: []].append(declaration)
                if let superclass = declaration.superclass, superclasses[declaration.name] == nil {
                    superclasses[declaration.name] = superclass
                }
            }
            for method in file.methods { methods[method.className, default: []].append(method) }
        }
        namedAsSuperclass = Set(superclasses.values)
        classNames = declarations.keys.sorted()
        for name in declarations.keys { chains[name] = walkChain(from: name) }
    }

    private func walkChain(from name: String) -> (ancestors: Set<String>, complete: Bool) {
        var ancestors: Set<String> = [name]
        var current = name
        while !FrameworkClasses.roots.contains(current) {
            guard let next = superclass(of: current), ancestors.insert(next).inserted else { return (ancestors, false) }
            current = next
        }
        return (ancestors, true)
    }

    /// The direct superclass, from the scanned files first, then the known framework classes.
    public func superclass(of name: String) -> String? {
        if let declared = superclasses[name] { return declared }
        if let known = FrameworkClasses.superclass[name] { return known }
        // Framework naming conventions for classes not in the table: Texture nodes, ComponentKit components.
        if name.hasPrefix("AS"), name.hasSuffix("Node"), name != "ASDisplayNode" { return "ASDisplayNode" }
        if name.hasPrefix("CK"), name.hasSuffix("Component"), name != "CKComponent" { return "CKComponent" }
        return nil
    }

    /// `true` or `false` when the chain from `name` is known to reach `base` or a root without it;
    /// `nil` when it runs into a class nobody declares (then rules stay silent).
    public func descends(_ name: String, from base: String) -> Bool? {
        if let chain = chains[name] {
            if chain.ancestors.contains(base) { return true }
            return chain.complete ? false : nil
        }
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            if current == base { return true }
            if FrameworkClasses.roots.contains(current) { return false }
            guard let next = superclass(of: current) else { return nil }
            current = next
        }
        return nil  // a cycle in broken code: say nothing
    }

    public func isComponent(_ name: String) -> Bool { name != "CKComponent" && descends(name, from: "CKComponent") == true }
    public func isController(_ name: String) -> Bool {
        name != "CKComponentController" && descends(name, from: "CKComponentController") == true
    }

    /// Classes with an `@implementation` (or a Swift class body) in the scanned files.
    public func isImplemented(_ name: String) -> Bool {
        declarations[name]?.contains { $0.kind == .implementation || $0.kind == .swiftClass } == true
    }

    /// The declaration to point at: the implementation, else the interface.
    public func primaryDeclaration(of name: String) -> ClassDeclaration? {
        let all = declarations[name] ?? []
        return all.first { $0.kind == .implementation || $0.kind == .swiftClass } ?? all.first { $0.kind == .interface }
    }

    /// Every declared class name, sorted.
    public private(set) var classNames: [String] = []

    /// Whether any scanned class names `name` as its direct superclass.
    public func hasSubclass(_ name: String) -> Bool { namedAsSuperclass.contains(name) }
}
