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
        // Read from the controllers' side: classes named `…Controller` are few and components many, so
        // no name is made and looked up for every component (a third of this rule's cost on a large tree).
        context.index.scanned.compactMap { controller in
            let name = controller.name
            guard let component = componentName(ofController: name),
                let declaration = controller.declarations.min(by: { $0.line < $1.line }),
                controller.descends(from: "CKComponentController") == false,
                let entry = context.index.entry(component), entry.isScanned, entry.isComponent
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

    /// `Foo` for `FooController`; nil for any other name.
    static func componentName(ofController name: String) -> String? {
        let suffix = "Controller".utf8
        let bytes = name.utf8
        guard bytes.count > suffix.count, bytes.suffix(suffix.count).elementsEqual(suffix) else { return nil }
        return String(bytes.dropLast(suffix.count))
    }
}
