import DevToolsCore
import SourceFacts

/// One of the five ComponentKit checks Facebook's Infer once shipped: advice, off unless turned on in the
/// config, reported as a note.
enum AdviceFactoryFunctionRule: FactsRule {
    static let description = RuleDescription(
        id: "advice-factory-function",
        summary: "A free function builds and returns a component.",
        rationale: """
            A function that returns a component is a component without a name: it cannot have a \
            scope, state or controller, and it does not show in the component hierarchy. Make it a \
            `CKCompositeComponent` subclass. (Infer's ComponentFactoryFunction.)
            """,
        defaultSeverity: .note, isOptIn: true,
        triggeringExamples: [
            ComponentExample.mm(
                """
                static CKComponent *↓buildHeader(NSString *title)
                {
                  return [CKLabelComponent newWithLabelAttributes:{} viewAttributes:{} size:{}];
                }
                """)
        ],
        nonTriggeringExamples: [
            ComponentExample.mm(
                """
                static NSString *headerTitle(NSString *title)
                {
                  return title.uppercaseString;
                }
                """)
        ]
    )

    static func findings(in context: GatheredFacts) -> [Diagnostic] {
        context.files.flatMap { file in
            file.factoryFunctions.map { site in
                context.diagnostic(
                    description, at: site, in: file.file, "'\(site.name)' builds a component; make it a CKCompositeComponent subclass")
            }
        }
    }
}
