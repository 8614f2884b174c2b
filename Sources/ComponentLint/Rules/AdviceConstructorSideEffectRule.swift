import DevToolsCore
import SourceFacts

/// One of the five ComponentKit checks Facebook's Infer once shipped: advice, off unless turned on in the
/// config, reported as a note.
enum AdviceConstructorSideEffectRule: FactsRule {
    static let description = RuleDescription(
        id: "advice-constructor-side-effect",
        summary: "A component constructor dispatches work, starts networking, posts notifications or schedules timers.",
        rationale: """
            ComponentKit may build a component many times, on any thread, and throw most of them \
            away; side effects in a constructor run each time. Start such work from the controller \
            (`didMount`) instead. (Infer's side-effect check.)
            """,
        defaultSeverity: .note, isOptIn: true,
        triggeringExamples: [
            ComponentExample.mm(
                """
                @implementation FeedComponent
                + (instancetype)newWithURL:(NSURL *)url
                {
                  [[↓NSURLSession sharedSession] dataTaskWithURL:url];
                  return [super newWithComponent:nil];
                }
                @end
                """)
        ],
        nonTriggeringExamples: [
            ComponentExample.mm(
                """
                @implementation FeedComponent
                + (instancetype)newWithURL:(NSURL *)url
                {
                  return [super newWithComponent:nil];
                }
                @end
                """)
        ]
    )

    static func findings(in context: GatheredFacts) -> [Diagnostic] {
        context.allMethods.lazy.filter(\.isComponentConstructor).flatMap { method in
            method.body.sideEffects.map { site in
                context.diagnostic(
                    description, at: site, in: method.file,
                    "'\(site.name)' in +\(method.selector) runs every time the component is built; start it from the controller")
            }
        }
    }
}
