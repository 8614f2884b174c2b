import DevToolsCore

/// One lifecycle rule: its documentation and examples, and how it finds violations in the project.
protocol ComponentRule: Sendable {
    static var description: RuleDescription { get }
    static func findings(in context: ComponentLintContext) -> [Diagnostic]
}

/// What every rule reads: the project index, each file's facts, and the ComponentKit generation.
struct ComponentLintContext: Sendable {
    let index: ProjectIndex
    let files: [FileFacts]
    let generation: ComponentKitGeneration
    let allMethods: [MethodFacts]
    /// Every class some method creates with `alloc` or `new`.
    let instantiatedClasses: Set<String>

    init(index: ProjectIndex, files: [FileFacts], generation: ComponentKitGeneration) {
        self.index = index
        self.files = files
        self.generation = generation
        allMethods = files.flatMap(\.methods)
        instantiatedClasses = Set(allMethods.flatMap { $0.instantiations.map(\.name) })
        implementedComponents = index.classNames.filter { index.isImplemented($0) && index.isComponent($0) }
    }

    /// Implemented components (classes with a body in the scanned files that descend from CKComponent).
    let implementedComponents: [String]

    func methods(of className: String) -> [MethodFacts] { index.methods[className] ?? [] }

    /// Constructors: `+new…` methods that call `[super new…]`.
    func constructors(of className: String) -> [MethodFacts] {
        methods(of: className).filter { $0.isComponentConstructor && !$0.superNewCalls.isEmpty }
    }

    /// The controller class of a component: `+controllerClass` in the modern API, else (and in the
    /// classic API) the class named `<Component>Controller`.
    func controller(of component: String) -> String? {
        if generation == .modern {
            return methods(of: component).first { $0.isClassMethod && $0.selector == "controllerClass" }?.returnedClass
        }
        let named = component + "Controller"
        return index.declarations[named] != nil ? named : nil
    }

    func diagnostic(
        _ rule: RuleDescription, file: String, line: Int, column: Int, _ message: String,
        severity: Severity? = nil, notes: [RelatedNote] = []
    ) -> Diagnostic {
        Diagnostic(
            ruleID: rule.id, severity: severity ?? rule.defaultSeverity,
            location: SourceLocation(file: file, line: line, column: column), message: message, notes: notes
        )
    }

    func diagnostic(_ rule: RuleDescription, at site: SourceSite, in file: String, _ message: String, severity: Severity? = nil) -> Diagnostic {
        diagnostic(rule, file: file, line: site.line, column: site.column, message, severity: severity)
    }

    func diagnostic(_ rule: RuleDescription, at declaration: ClassDeclaration, _ message: String) -> Diagnostic {
        diagnostic(rule, file: declaration.file, line: declaration.line, column: declaration.column, message)
    }

    func diagnostic(_ rule: RuleDescription, at method: MethodFacts, _ message: String, severity: Severity? = nil) -> Diagnostic {
        diagnostic(rule, file: method.file, line: method.line, column: method.column, message, severity: severity)
    }
}
