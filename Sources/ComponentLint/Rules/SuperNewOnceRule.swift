import DevToolsCore

/// `super-new-once`: a constructor creates its component once.
enum SuperNewOnceRule: ComponentRule {
    static let description = RuleDescription(
        id: "super-new-once",
        summary: "A constructor calls [super new…] more than once, other than in alternative branches.",
        rationale: """
            Each `[super new…]` creates a component. Creating two in one constructor builds one that is \
            thrown away — with its scope, state and controller. Build the children first and call \
            `[super new…]` once; `return [super new…]` in different branches is fine.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            ComponentExample.mm("""
                @implementation CounterComponent
                + (instancetype)newWithTitle:(NSString *)title
                {
                  CounterComponent *c = [super newWithComponent:nil];
                  c = [super newWithComponent:nil];
                  return c;
                }
                @end
                """, line: 5),
        ],
        nonTriggeringExamples: [
            ComponentExample.mm("""
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
        ]
    )

    static func findings(in context: ComponentLintContext) -> [Diagnostic] {
        context.allMethods.lazy.filter(\.isComponentConstructor).compactMap { method in
            let calls = method.body.superNewCalls
            guard calls.count > 1, calls.contains(where: { $0.name == "expression" }) else { return nil }
            return context.diagnostic(description, at: calls[1], in: method.file, """
                +\(method.selector) calls [super new…] again (first on line \(calls[0].line)), creating a second \
                component; call it once, after building the children
                """)
        }
    }
}
