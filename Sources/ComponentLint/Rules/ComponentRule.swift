import DevToolsCore
import SourceFacts

/// One lifecycle rule: its documentation and examples, and how it finds violations in the project.
protocol ComponentRule: Sendable {
    static var description: RuleDescription { get }
    static func findings(in context: ComponentLintContext) -> [Diagnostic]
}

/// A rule that reads each method's or file's own facts and nothing of the project index (which class
/// descends from which): it runs while the index is built (see `ComponentLinter`).
protocol FactsRule: ComponentRule {
    static func findings(in facts: GatheredFacts) -> [Diagnostic]
}

extension FactsRule {
    static func findings(in context: ComponentLintContext) -> [Diagnostic] { findings(in: context.gathered) }
}

/// What every rule reads: the project index, each file's facts, and the ComponentKit generation.
///
/// A class, so that a closure a rule makes per class or method (`lazy.filter { … context … }`) holds
/// one reference instead of a copy of every field (a copy per method was a tenth of missing-super-call's
/// time on a 20,000-file tree).
final class ComponentLintContext: FindingMaking, Sendable {
    let index: ProjectIndex
    let generation: ComponentKitGeneration
    /// Every file's facts, and every method and view configuration of them.
    let gathered: GatheredFacts

    var files: [FileFacts] { gathered.files }
    var allMethods: [MethodFacts] { gathered.allMethods }
    var viewConfigurations: [(file: String, configuration: ViewConfigurationFacts)] { gathered.viewConfigurations }

    /// The same context through objects of its own (see `ProjectIndex.forOneThread`), for a rule run
    /// beside others: the rest (facts, methods) is shared.
    func forOneThread() -> ComponentLintContext {
        ComponentLintContext(sharing: self)
    }

    private init(sharing other: ComponentLintContext) {
        index = other.index.forOneThread()
        generation = other.generation
        gathered = other.gathered
        judged = other.judged.viewed(through: index.scanned)
        implementedComponents = other.implementedComponents.viewed(through: index.scanned)
    }

    /// With `judging`, the rules judge only the classes it names (see `judged`).
    init(index: ProjectIndex, generation: ComponentKitGeneration, gathered: GatheredFacts, judging: Set<String>? = nil) {
        self.index = index
        self.generation = generation
        self.gathered = gathered
        judged = judging.map { IndexedClassSelection(index.scanned, named: $0) { _ in true } } ?? IndexedClassSelection(all: index.scanned)
        implementedComponents = IndexedClassSelection(index.scanned, named: judging) { $0.isImplemented && $0.isComponent }
    }

    /// The classes whose findings are wanted: every scanned class, or, when only a few files are reported
    /// (see `TouchedClasses`), the classes those files declare or add methods to. A finding about a class
    /// is at one of its declarations or in one of its methods, so no other class can have one there.
    let judged: IndexedClassSelection

    /// The judged classes that are implemented components (with a body in the scanned files, descending
    /// from CKComponent).
    let implementedComponents: IndexedClassSelection

    func methods(of className: String) -> [MethodFacts] { index.methods(of: className) }

    /// Constructors: `+new…` methods that call `[super new…]`.
    func constructors(of component: IndexedClass) -> [MethodFacts] {
        component.methods.filter { $0.isComponentConstructor && $0.body.has(.superNew) }
    }

    /// The controller class of a component: `+controllerClass` in the modern API, else (and in the
    /// classic API) the class named `<Component>Controller`.
    func controller(of component: IndexedClass) -> String? {
        if generation == .modern {
            return component.methods.first(where: \.isControllerClassMethod)?.body.returnedClass
        }
        let named = component.name + "Controller"
        return index.isDeclared(named) ? named : nil
    }
}
