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
        implementedComponents = other.implementedComponents.viewed(through: index.scanned)
    }

    init(index: ProjectIndex, generation: ComponentKitGeneration, gathered: GatheredFacts) {
        self.index = index
        self.generation = generation
        self.gathered = gathered
        implementedComponents = IndexedClassSelection(index.scanned) { $0.isImplemented && $0.isComponent }
    }

    /// Implemented components (classes with a body in the scanned files that descend from CKComponent).
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
            return component.methods.first { $0.isClassMethod && $0.selector == "controllerClass" }?.body.returnedClass
        }
        let named = component.name + "Controller"
        return index.isDeclared(named) ? named : nil
    }
}
