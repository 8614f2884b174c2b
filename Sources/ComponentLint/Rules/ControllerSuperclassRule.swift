import DevToolsCore
import Foundation
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
        context.judged.compactMap { controller in
            guard controller.isNamedController else { return nil }
            let name = controller.name
            guard controller.descends(from: "CKComponentController") == false, let component = componentName(ofController: name),
                let entry = context.index.entry(component), entry.isScanned, entry.isComponent,
                let declaration = controller.declarations.min(by: { $0.line < $1.line })
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
        var name = name
        return name.withUTF8 { bytes in
            ClassTraits.lengthBeforeController(bytes).map { String(decoding: UnsafeBufferPointer(rebasing: bytes[..<$0]), as: UTF8.self) }
        }
    }
}
