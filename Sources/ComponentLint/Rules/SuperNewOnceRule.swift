import DevToolsCore
import SourceFacts

/// `super-new-once`: a constructor creates its component once.
enum SuperNewOnceRule: FactsRule {
    static let description = RuleDescription(
        id: "super-new-once",
        summary: "A constructor calls [super new…] more than once on one path (alternatives are fine).",
        rationale: """
            Each `[super new…]` creates a component. Creating two in one constructor builds one that is \
            thrown away — with its scope, state and controller. Build the children first and call \
            `[super new…]` once. Alternatives are fine: `return [super new…]` in different branches, the arms \
            of `if`/`else` or of `?:`, an `if` arm that returns what it built, `#if`/`#else` branches.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            ComponentExample.mm(
                """
                @implementation CounterComponent
                + (instancetype)newWithTitle:(NSString *)title
                {
                  CounterComponent *c = [super newWithComponent:nil];
                  c = ↓[super newWithComponent:nil];
                  return c;
                }
                @end
                """),
            // Two builds on the path where `title` is set: the `if` arm does not return.
            ComponentExample.mm(
                """
                @implementation CounterComponent
                + (instancetype)newWithTitle:(NSString *)title
                {
                  CounterComponent *c;
                  if (title) {
                    c = [super newWithComponent:nil];
                  }
                #if DEBUG
                  c = ↓[super newWithView:{} component:nil];
                #endif
                  return c;
                }
                @end
                """),
        ],
        nonTriggeringExamples: [
            ComponentExample.mm(
                """
                @implementation CounterComponent
                + (instancetype)newWithTitle:(NSString *)title
                {
                  if (title) {
                    return [super newWithComponent:nil];
                  }
                  return [super newWithComponent:nil];
                }
                @end
                """),
            ComponentExample.mm(
                """
                @implementation CounterComponent
                + (instancetype)newWithTitle:(NSString *)title
                {
                  if (title) {
                    auto const c = [super newWithComponent:nil];
                    c->_title = title;
                    return c;
                  } else {
                    CounterComponent *c = [super newWithView:{} component:nil];
                    return c;
                  }
                }
                + (instancetype)newWithCount:(NSInteger)count
                {
                #if TARGET_OS_TV
                  CounterComponent *c = [super newWithComponent:nil];
                #else
                  CounterComponent *c = [super newWithView:{} component:nil];
                #endif
                  return c;
                }
                @end
                """),
        ]
    )

    static func findings(in context: GatheredFacts) -> [Diagnostic] {
        context.allMethods.lazy.filter(\.isComponentConstructor).compactMap { method in
            guard method.body.count(of: .superNew) > 1 else { return nil }
            let calls = method.body.superNewCalls
            // The first call that runs after another one in some build and some path.
            for (position, call) in calls.enumerated().dropFirst() {
                guard let first = calls[..<position].first(where: { method.body.mayRunTogether($0, call) }) else { continue }
                return context.diagnostic(
                    description, at: call, in: method.file,
                    """
                    +\(method.selector) calls [super new…] again (first on line \(first.line)), creating a second \
                    component; call it once, after building the children
                    """)
            }
            return nil
        }
    }
}
