import DevToolsCore
import SourceFacts

/// One of the five ComponentKit checks Facebook's Infer once shipped: advice, off unless turned on in the
/// config, reported as a note.
enum AdviceUnconventionalSuperclassRule: ComponentRule {
    static let conventional: Set<String> = [
        "CKComponent", "CKCompositeComponent", "CKRenderComponent", "CKRenderWithChildrenComponent", "CKStatefulViewComponent",
    ]

    static let description = RuleDescription(
        id: "advice-unconventional-superclass",
        summary: "A component subclasses something other than CKCompositeComponent or CKComponent.",
        rationale: """
            Subclassing a concrete component couples two components' internals; composition (a \
            `CKCompositeComponent` that wraps the other) keeps them independent. (Infer's \
            ComponentWithUnconventionalSuperclass.)
            """,
        defaultSeverity: .note, isOptIn: true,
        triggeringExamples: [
            ComponentExample.mm(
                """
                @interface FancyButtonComponent : CKButtonComponent
                @end
                ↓@implementation FancyButtonComponent
                @end
                """)
        ],
        nonTriggeringExamples: [
            ComponentExample.mm(
                """
                @interface FancyButtonComponent : CKCompositeComponent
                @end
                @implementation FancyButtonComponent
                @end
                """)
        ]
    )

    static func findings(in context: ComponentLintContext) -> [Diagnostic] {
        context.implementedComponents.compactMap { component in
            let name = component.name
            guard let superclass = context.index.superclass(of: name), !conventional.contains(superclass),
                let declaration = context.index.primaryDeclaration(of: name)
            else { return nil }
            return context.diagnostic(
                description, at: declaration, "'\(name)' subclasses '\(superclass)'; prefer a CKCompositeComponent that wraps it")
        }
    }
}
