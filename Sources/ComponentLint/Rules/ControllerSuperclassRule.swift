import DevToolsCore
import SourceFacts

/// `controller-superclass`: a class named like a component's controller that is not a controller.
enum ControllerSuperclassRule: ComponentRule {
    static let description = RuleDescription(
        id: "controller-superclass",
        summary: "A class named <Component>Controller for an existing component does not descend from CKComponentController.",
        rationale: """
            ComponentKit treats `FooComponentController` as `FooComponent`'s controller and expects a \
            `CKComponentController`; a class of that name with another superclass is either never used \
            or crashes when ComponentKit calls controller methods on it. Make it subclass \
            `CKComponentController` (or a subclass of it), or rename it. Classes whose superclass chain \
            leaves the scanned code for an unknown framework class are not reported.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            ComponentExample.mm(
                """
                @interface ProfileComponent : CKCompositeComponent
                @end
                ↓@interface ProfileComponentController : NSObject
                @end
                @implementation ProfileComponentController
                @end
                """)
        ],
        nonTriggeringExamples: [
            ComponentExample.mm(
                """
                @interface ProfileComponent : CKCompositeComponent
                @end
                @interface ProfileComponentController : CKComponentController
                @end
                """),
            ComponentExample.mm(
                """
                @interface ProfileComponent : CKCompositeComponent
                @end
                @interface ProfileComponentController : SomeFrameworkController
                @end
                """),
        ]
    )

    static func findings(in context: ComponentLintContext) -> [Diagnostic] {
        context.index.scanned.filter { $0.isComponent }.compactMap { entry in
            let component = entry.name
            let name = component + "Controller"
            // One lookup for the controller's declarations, chain and superclass.
            guard let controller = context.index.entry(name),
                let declaration = controller.declarations.min(by: { $0.line < $1.line }),
                controller.descends(from: "CKComponentController") == false
            else { return nil }
            let superclass = controller.superclass ?? "NSObject"
            return context.diagnostic(
                description, at: declaration,
                """
                '\(name)' is named as the controller of '\(component)' but subclasses '\(superclass)', not \
                CKComponentController; make it subclass CKComponentController, or rename it
                """)
        }
    }
}
