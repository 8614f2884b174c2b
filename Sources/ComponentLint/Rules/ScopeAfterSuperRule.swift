import DevToolsCore
import SourceFacts

/// `scope-after-super`: the scope must come before the component or its children exist.
enum ScopeAfterSuperRule: FactsRule {
    static let description = RuleDescription(
        id: "scope-after-super",
        summary: "CKComponentScope is declared after [super new…] or after child components are built.",
        rationale: """
            A scope applies to what is built while it is alive: children built before it, and the \
            component created by `[super new…]` before it, are outside it and lose their state and \
            controllers. Move `CKComponentScope scope(self, …)` to the top of the constructor.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            ComponentExample.mm(
                """
                @implementation CounterComponent
                + (instancetype)newWithTitle:(NSString *)title
                {
                  CKComponent *label = [CKLabelComponent newWithLabelAttributes:{} viewAttributes:{} size:{}];
                  ↓CKComponentScope scope(self);
                  return [super newWithComponent:label];
                }
                @end
                """)
        ],
        nonTriggeringExamples: [
            ComponentExample.mm(
                """
                @implementation CounterComponent
                + (instancetype)newWithTitle:(NSString *)title
                {
                  CKComponentScope scope(self);
                  CKComponent *label = [CKLabelComponent newWithLabelAttributes:{} viewAttributes:{} size:{}];
                  return [super newWithComponent:label];
                }
                @end
                """),
            ComponentExample.mm(
                """
                @implementation CounterComponent
                + (instancetype)newWithTitle:(NSString *)title
                {
                  if (!title) {
                    return [super newWithComponent:[CKLabelComponent newWithLabelAttributes:{} viewAttributes:{} size:{}]];
                  }
                #if DEBUG
                  CKComponentScope scope(self, @"debug");
                #else
                  CKComponentScope scope(self, title);
                #endif
                  return [super newWithComponent:nil];
                }
                @end
                """),
        ]
    )

    static func findings(in context: GatheredFacts) -> [Diagnostic] {
        context.allMethods.lazy.filter(\.isComponentConstructor).flatMap { method -> [Diagnostic] in
            // Most constructors build nothing before their last scope: then no list of what they build is made.
            guard let lastScope = method.body.lastOrder(of: .scope), method.body.has([.superNew, .childBuild], before: lastScope)
            else { return [] }
            let built = (method.body.superNewCalls + method.body.childBuilds).sorted { $0.order < $1.order }
            return method.body.scopes.compactMap { scope in
                // What was built earlier on a path that goes on to this scope, in the same build.
                let earlier = built.first { $0.order < scope.site.order && method.body.mayRunTogether($0, scope.site) }
                guard let earlier else { return nil }
                let what =
                    method.body.superNewCalls.contains(earlier)
                    ? "[super \(method.selector.split(separator: ":").first ?? "new")…]" : "'\(earlier.name)' is built"
                return context.diagnostic(
                    description, at: scope.site, in: method.file,
                    """
                    CKComponentScope is declared after \(what) on line \(earlier.line); declare it first in \
                    +\(method.selector) so everything built here is inside the scope
                    """)
            }
        }
    }
}
