import DevToolsCore
import SourceFacts

/// One of the five ComponentKit checks Facebook's Infer once shipped: advice, off unless turned on in the
/// config, reported as a note.
enum AdviceMultipleFactoriesRule: ComponentRule {
    static let description = RuleDescription(
        id: "advice-multiple-factories",
        summary: "A component has more than one +new… constructor.",
        rationale: """
            Several constructors of one component drift apart: one forgets the scope, another a \
            default. Keep one designated constructor and let the others call it, or use a props \
            struct. (Infer's ComponentWithMultipleFactoryMethods.)
            """,
        defaultSeverity: .note, isOptIn: true,
        triggeringExamples: [
            ComponentExample.mm(
                """
                @interface HeaderComponent : CKCompositeComponent
                @end
                @implementation HeaderComponent
                + (instancetype)newWithTitle:(NSString *)title { return [super newWithComponent:nil]; }
                ↓+ (instancetype)newWithTitle:(NSString *)title subtitle:(NSString *)subtitle { return [super newWithComponent:nil]; }
                @end
                """)
        ],
        nonTriggeringExamples: [
            ComponentExample.mm(
                """
                @interface HeaderComponent : CKCompositeComponent
                @end
                @implementation HeaderComponent
                + (instancetype)newWithTitle:(NSString *)title { return [self newWithTitle:title subtitle:nil]; }
                + (instancetype)newWithTitle:(NSString *)title subtitle:(NSString *)subtitle { return [super newWithComponent:nil]; }
                @end
                """)
        ]
    )

    static func findings(in context: ComponentLintContext) -> [Diagnostic] {
        context.implementedComponents.flatMap { component in
            context.constructors(of: component).dropFirst().map { method in
                context.diagnostic(
                    description, at: method,
                    "'\(component.name)' has another constructor besides this +\(method.selector); keep one designated constructor")
            }
        }
    }
}
