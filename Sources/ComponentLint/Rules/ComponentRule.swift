import DevToolsCore
import SourceFacts

/// One lifecycle rule: its documentation and examples, and how it finds violations in the project.
protocol ComponentRule: Sendable {
    static var description: RuleDescription { get }
    static func findings(in context: ComponentLintContext) -> [Diagnostic]
}

/// What every rule reads: the project index, each file's facts, and the ComponentKit generation.
///
/// A class, so that a closure a rule makes per class or method (`lazy.filter { … context … }`) holds
/// one reference instead of a copy of every field (a copy per method was a tenth of missing-super-call's
/// time on a 20,000-file tree).
final class ComponentLintContext: Sendable {
    let index: ProjectIndex
    let files: [FileFacts]
    let generation: ComponentKitGeneration
    let allMethods: [MethodFacts]
    /// Every view configuration, with the file it is in (most files have none).
    let viewConfigurations: [(file: String, configuration: ViewConfigurationFacts)]

    init(index: ProjectIndex, files: [FileFacts], generation: ComponentKitGeneration) {
        self.index = index
        self.files = files
        self.generation = generation
        // By index: reading one field of each file's facts, rather than copying every file's facts (as a
        // key path or a closure over each file would).
        var allMethods: [MethodFacts] = []
        allMethods.reserveCapacity(files.indices.reduce(0) { $0 + files[$1].methods.count })
        for index in files.indices { allMethods.append(contentsOf: files[index].methods) }
        self.allMethods = allMethods
        viewConfigurations = files.indices.flatMap { index in
            files[index].viewConfigurations.map { (files[index].file, $0) }
        }
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

    func diagnostic(
        _ rule: RuleDescription, file: String, line: Int, column: Int, _ message: String,
        severity: Severity? = nil, notes: [RelatedNote] = []
    ) -> Diagnostic {
        rule.diagnostic(at: SourceLocation(file: file, line: line, column: column), message, severity: severity, notes: notes)
    }

    func diagnostic(_ rule: RuleDescription, at site: SourceSite, in file: String, _ message: String, severity: Severity? = nil)
        -> Diagnostic
    {
        diagnostic(rule, file: file, line: site.line, column: site.column, message, severity: severity)
    }

    func diagnostic(_ rule: RuleDescription, at declaration: IndexedDeclaration, _ message: String) -> Diagnostic {
        diagnostic(rule, file: declaration.file, line: declaration.line, column: declaration.column, message)
    }

    func diagnostic(_ rule: RuleDescription, at method: MethodFacts, _ message: String, severity: Severity? = nil) -> Diagnostic {
        diagnostic(rule, file: method.file, line: method.line, column: method.column, message, severity: severity)
    }
}
