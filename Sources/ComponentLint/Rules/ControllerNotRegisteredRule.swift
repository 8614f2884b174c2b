import DevToolsCore
import SourceFacts

/// `controller-not-registered`: the modern API needs `+controllerClass`.
enum ControllerNotRegisteredRule: ComponentRule {
    static let description = RuleDescription(
        id: "controller-not-registered",
        summary: "Modern ComponentKit (0.23+): a controller exists for a component that does not return it from +controllerClass.",
        rationale: """
            From ComponentKit 0.23 a component names its controller by overriding `+controllerClass`; a \
            `FooComponentController` that `FooComponent` does not return is never created. Override \
            `+ (Class<CKComponentControllerProtocol>)controllerClass { return [FooComponentController class]; }`. \
            A `+controllerClass` that returns a class which is not a controller is reported too. Controllers \
            in test code (a file with an XCTestCase subclass, a `Tests/` folder) are fixtures and not reported.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            ComponentExample.files(
                [
                    "Podfile.lock": "PODS:\n  - ComponentKit (0.25)\n",
                    "ProfileComponent.mm": """
                    @interface ProfileComponent : CKCompositeComponent
                    @end
                    ↓@implementation ProfileComponent
                    @end
                    @interface ProfileComponentController : CKComponentController
                    @end
                    @implementation ProfileComponentController
                    @end
                    """,
                ], primary: "ProfileComponent.mm")
        ],
        nonTriggeringExamples: [
            ComponentExample.files(
                [
                    "Podfile.lock": "PODS:\n  - ComponentKit (0.25)\n",
                    "ProfileComponent.mm": """
                    @interface ProfileComponent : CKCompositeComponent
                    @end
                    @implementation ProfileComponent
                    + (Class)controllerClass
                    {
                      return [ProfileComponentController class];
                    }
                    @end
                    @interface ProfileComponentController : CKComponentController
                    @end
                    @implementation ProfileComponentController
                    @end
                    """,
                ], primary: "ProfileComponent.mm"),
            ComponentExample.files(
                [
                    "Podfile.lock": "PODS:\n  - ComponentKit (0.25)\n",
                    "Tests/LifecycleTests.mm": """
                    @interface LifecycleComponent : CKCompositeComponent
                    @end
                    @implementation LifecycleComponent
                    @end
                    @interface LifecycleComponentController : CKComponentController
                    @end
                    @implementation LifecycleComponentController
                    @end
                    """,
                ], primary: "Tests/LifecycleTests.mm"),
            ComponentExample.mm(
                """
                @interface ProfileComponent : CKCompositeComponent
                @end
                @implementation ProfileComponent
                @end
                @interface ProfileComponentController : CKComponentController
                @end
                @implementation ProfileComponentController
                @end
                """),
        ]
    )

    static func findings(in context: ComponentLintContext) -> [Diagnostic] {
        guard context.generation == .modern else { return [] }
        let instantiatedClasses = context.gathered.instantiatedClasses()
        var testCode: TestCode?  // built on the first candidate
        return context.implementedComponents.compactMap { component in
            guard let declaration = context.index.primaryDeclaration(of: component.name) else { return nil }
            if let method = component.methods.first(where: \.isControllerClassMethod) {
                guard let returned = method.body.returnedClass, context.index.descends(returned, from: "CKComponentController") == false
                else {
                    return nil
                }
                return context.diagnostic(
                    description, at: method,
                    """
                    +controllerClass of '\(component.name)' returns '\(returned)', which is not a CKComponentController; \
                    return the component's controller class
                    """, severity: .error)
            }
            let named = component.name + "Controller"
            guard context.index.isImplemented(named), context.index.isController(named) else { return nil }
            // A base controller for subclasses, or one the code creates itself on purpose, is not this component's.
            if context.index.hasSubclass(named) || instantiatedClasses.contains(named) {
                return nil
            }
            if testCode == nil { testCode = TestCode(index: context.index) }
            if let entry = context.index.entry(named), testCode?.contains(entry) == true { return nil }  // a test's fixture
            return context.diagnostic(
                description, at: declaration,
                """
                '\(named)' is never created: with ComponentKit 0.23 and later '\(component.name)' must return it from \
                +controllerClass; add `+ (Class<CKComponentControllerProtocol>)controllerClass { return [\(named) class]; }`
                """)
        }
    }
}
