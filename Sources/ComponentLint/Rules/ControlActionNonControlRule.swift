import DevToolsCore
import SourceFacts

/// `control-action-non-control`: control actions need a UIControl.
enum ControlActionNonControlRule: ComponentRule {
    static let description = RuleDescription(
        id: "control-action-non-control",
        summary: "CKComponentActionAttribute is set on a view class that is not a UIControl.",
        rationale: """
            `CKComponentActionAttribute` wires a UIControl event (a button tap) to a component action; \
            on a view that is not a `UIControl` it never fires. Use a UIControl subclass as the view \
            class, or a gesture attribute (`CKComponentTapGestureAttribute`) for plain views. View classes \
            whose ancestry is unknown are not reported.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            ComponentExample.mm(
                """
                CKComponent *make() {
                  return [CKComponent newWithView:{[UIImageView class], {↓CKComponentActionAttribute(@selector(didTap))}} size:{}];
                }
                """)
        ],
        nonTriggeringExamples: [
            ComponentExample.mm(
                """
                CKComponent *make() {
                  return [CKComponent newWithView:{[UIButton class], {CKComponentActionAttribute(@selector(didTap))}} size:{}];
                }
                """),
            ComponentExample.mm(
                """
                CKComponent *make() {
                  return [CKComponent newWithView:{[FancyThirdPartyView class], {CKComponentActionAttribute(@selector(didTap))}} size:{}];
                }
                """),
        ]
    )

    static func findings(in context: ComponentLintContext) -> [Diagnostic] {
        context.viewConfigurations.flatMap { file, configuration -> [Diagnostic] in
            guard !configuration.actionAttributes.isEmpty,
                context.index.descends(configuration.viewClass, from: "UIControl") == false
            else { return [] }
            return configuration.actionAttributes.map { site in
                context.diagnostic(
                    description, at: site, in: file,
                    """
                    CKComponentActionAttribute on '\(configuration.viewClass)', which is not a UIControl, never \
                    fires; use a UIControl view class or CKComponentTapGestureAttribute
                    """)
            }
        }
    }
}
