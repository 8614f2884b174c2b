import DevToolsCore
import SourceFacts

/// `scope-arguments`: `CKComponentScope scope(self, …)`, once, in the constructor itself.
enum ScopeArgumentsRule: FactsRule {
    static let description = RuleDescription(
        id: "scope-arguments",
        summary: "CKComponentScope's first argument is not self, there is more than one scope, or it sits in a block or lambda.",
        rationale: """
            The scope identifies the component by the class it is declared in: pass `self` (the class, \
            in a class method), not `[MyComponent class]` — a subclass would then share its parent's \
            scope. One constructor declares one scope; a second one, or one inside a block or lambda, \
            lives for the wrong span and attaches state to the wrong component.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            ComponentExample.mm(
                """
                @implementation CounterComponent
                + (instancetype)newWithTitle:(NSString *)title
                {
                  ↓CKComponentScope scope([CounterComponent class], title);
                  return [super newWithComponent:nil];
                }
                @end
                """),
            ComponentExample.mm(
                """
                @implementation CounterComponent
                + (instancetype)newWithTitle:(NSString *)title
                {
                  CKComponentScope scope(self);
                  ↓CKComponentScope other(self, @"again");
                  return [super newWithComponent:nil];
                }
                @end
                """),
            ComponentExample.mm(
                """
                @implementation CounterComponent
                + (instancetype)newWithTitle:(NSString *)title
                {
                  auto build = [&]() { ↓CKComponentScope scope(self); return (CKComponent *)nil; };
                  return [super newWithComponent:build()];
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
                  CKComponentScope scope(self, title);
                  NSString *s = @"CKComponentScope scope([Other class])";
                  return [super newWithComponent:nil];
                }
                @end
                """),
            ComponentExample.mm(
                """
                @implementation CounterComponent
                + (instancetype)newWithTitle:(NSString *)title
                {
                #if CK_ASSERTIONS_ENABLED
                  CKComponentScope scope(self, title);
                #elif DEBUG
                  CKComponentScope scope(self, @"debug");
                #else
                  CKComponentScope scope(self);
                #endif
                  return [super newWithComponent:nil];
                }
                @end
                """),
        ]
    )

    static func findings(in context: GatheredFacts) -> [Diagnostic] {
        context.allMethods.lazy.filter(\.isComponentConstructor).flatMap { method -> [Diagnostic] in
            // Most constructors declare one scope, of `self`, outside any block: then no list of scopes is made.
            guard method.body.count(of: .scope) > 1 || method.body.has(.scope, where: { $0.name != "self" || $0.isInClosure }) else {
                return []
            }
            var found: [Diagnostic] = []
            let scopes = method.body.scopes
            for (position, scope) in scopes.enumerated() {
                if scope.firstArgument != "self" {
                    found.append(
                        context.diagnostic(
                            description, at: scope.site, in: method.file,
                            """
                            the first argument of CKComponentScope is '\(scope.firstArgument)'; pass `self`, so \
                            the scope belongs to the class that declares it
                            """))
                }
                // A second scope counts only where both run in one build: `#if`/`#else` branches are alternatives.
                if let first = scopes[..<position].first(where: { method.body.mayRunTogether($0.site, scope.site) }) {
                    found.append(
                        context.diagnostic(
                            description, at: scope.site, in: method.file,
                            """
                            +\(method.selector) declares a second CKComponentScope (the first is on line \
                            \(first.site.line)); keep one scope per constructor
                            """))
                }
                if scope.isInsideClosure {
                    found.append(
                        context.diagnostic(
                            description, at: scope.site, in: method.file,
                            """
                            CKComponentScope is declared inside a block or lambda, where it ends before the \
                            component is built; declare it at the top of +\(method.selector)
                            """))
                }
            }
            return found
        }
    }
}
