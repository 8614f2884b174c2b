import DevToolsCore
import SourceFacts

/// `duplicate-view-attribute`: one attribute, one value.
enum DuplicateViewAttributeRule: FactsRule {
    static let description = RuleDescription(
        id: "duplicate-view-attribute",
        summary: "The same view attribute is set twice in one view configuration.",
        rationale: """
            A view configuration's attributes are a map: when a setter or attribute identifier appears \
            twice, only one of the values is applied, and which one is an accident of ordering. Remove \
            the duplicate.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            ComponentExample.mm(
                """
                CKComponent *make() {
                  return [CKComponent newWithView:{[UIView class], {
                    {@selector(setBackgroundColor:), [UIColor redColor]},
                    {↓@selector(setBackgroundColor:), [UIColor blueColor]},
                  }} size:{}];
                }
                """)
        ],
        nonTriggeringExamples: [
            ComponentExample.mm(
                """
                CKComponent *make() {
                  return [CKComponent newWithView:{[UIView class], {
                    {@selector(setBackgroundColor:), [UIColor redColor]},
                    {@selector(setAlpha:), @0.5},
                  }} size:{}];
                }
                """)
        ]
    )

    static func findings(in context: GatheredFacts) -> [Diagnostic] {
        context.viewConfigurations.flatMap { file, configuration in
            configuration.duplicates.map { duplicate in
                context.diagnostic(
                    description, file: file, line: duplicate.repeat.line, column: duplicate.repeat.column,
                    "'\(duplicate.repeat.name)' is set twice on this '\(configuration.viewClass)'; only one value is applied, so remove one",
                    notes: [
                        RelatedNote(
                            message: "first set here",
                            location: SourceLocation(file: file, line: duplicate.first.line, column: duplicate.first.column)
                        )
                    ]
                )
            }
        }
    }
}
