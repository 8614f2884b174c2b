import DevToolsCore
import SourceFacts

/// `missing-scope`: a stateful or controlled component must declare its scope.
enum MissingScopeRule: ComponentRule {
    static let description = RuleDescription(
        id: "missing-scope",
        summary: "A component with a controller or state builds itself without declaring CKComponentScope.",
        rationale: """
            ComponentKit attaches state and controllers through the scope a constructor declares with \
            `CKComponentScope scope(self, …)`. A component that has a controller, `+initialState`, or calls \
            `updateState:` but whose `+new…` constructor declares no scope gets neither: its state never \
            changes and its controller is never created. Declare the scope first in the constructor. A base \
            class that the project's components subclass and that is never built by name is left alone: \
            its constructor runs through `[super new…]` inside its subclasses' scopes. Nor is a component \
            whose superclass chain passes a class from outside the tree (a pod's): that parent may be a \
            render component, which needs no scope.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            ComponentExample.mm(
                """
                @interface CounterComponent : CKCompositeComponent
                @end
                @implementation CounterComponent
                + (id)initialState { return @0; }
                ↓+ (instancetype)newWithTitle:(NSString *)title
                {
                  return [super newWithComponent:[CKLabelComponent newWithLabelAttributes:{} viewAttributes:{} size:{}]];
                }
                @end
                """),
            // Subclassed, but also built by name somewhere: that build has no scope.
            ComponentExample.mm(
                """
                @interface CardComponent : CKCompositeComponent
                @end
                @implementation CardComponent
                + (id)initialState { return @NO; }
                ↓+ (instancetype)newWithContent:(CKComponent *)content
                {
                  return [super newWithComponent:content];
                }
                @end
                @interface PhotoCardComponent : CardComponent
                @end
                @implementation Feed
                - (CKComponent *)build
                {
                  return [CardComponent newWithContent:nil];
                }
                @end
                """),
        ],
        nonTriggeringExamples: [
            ComponentExample.mm(
                """
                @interface CounterComponent : CKCompositeComponent
                @end
                @implementation CounterComponent
                + (id)initialState { return @0; }
                + (instancetype)newWithTitle:(NSString *)title
                {
                  if (!title) { return nil; }
                  CKComponentScope scope(self, title);
                  return [super newWithComponent:[CKLabelComponent newWithLabelAttributes:{} viewAttributes:{} size:{}]];
                }
                @end
                """),
            ComponentExample.mm(
                """
                @interface PlainComponent : CKCompositeComponent
                @end
                @implementation PlainComponent
                + (instancetype)newWithTitle:(NSString *)title
                {
                  // CKComponentScope scope(self); is not needed without state or controller
                  return [super newWithComponent:[CKLabelComponent newWithLabelAttributes:{} viewAttributes:{} size:{}]];
                }
                @end
                """),
            ComponentExample.mm(
                """
                @interface CardComponent : CKCompositeComponent
                @end
                @implementation CardComponent
                + (id)initialState { return @NO; }
                + (instancetype)newWithContent:(CKComponent *)content
                {
                  return [super newWithComponent:content];
                }
                @end
                @interface PhotoCardComponent : CardComponent
                @end
                @implementation PhotoCardComponent
                + (instancetype)newWithPhoto:(id)photo
                {
                  CKComponentScope scope(self, photo);
                  return [super newWithContent:nil];
                }
                @end
                """),
        ]
    )

    static func findings(in context: ComponentLintContext) -> [Diagnostic] {
        var instantiated: Set<String>?  // built on the first abstract-looking base: most projects have none
        return context.implementedComponents.flatMap { component -> [Diagnostic] in
            // Most components declare their scopes: then no list of constructors is made.
            guard component.methods.contains(where: { $0.isComponentConstructor && !$0.body.has(.scope) }) else { return [] }
            let unscoped = context.constructors(of: component).filter { !$0.body.has(.scope) }
            guard !unscoped.isEmpty, let reason = statefulness(of: component, context: context) else { return [] }
            // A base that the project's components subclass and never build by name is only reached through
            // `[super new…]` of its subclasses, inside their scopes.
            if component.isSubclassed {
                if instantiated == nil { instantiated = context.gathered.instantiatedClasses() }
                if instantiated?.contains(component.name) == false { return [] }
            }
            return unscoped.map { constructor in
                context.diagnostic(
                    description, at: constructor,
                    """
                    '\(component.name)' \(reason) but +\(constructor.selector) declares no CKComponentScope; add \
                    `CKComponentScope scope(self);` as its first statement, or the component never gets its \
                    state or controller
                    """)
            }
        }
    }

    /// Why the component needs a scope, or `nil` when it does not. A component whose chain passes a
    /// class from outside the tree (a pod's component, known as one only by its name) may be a render
    /// component, which gets its scope from the framework: conservatively, it is not reported.
    static func statefulness(of component: IndexedClass, context: ComponentLintContext) -> String? {
        // Render components get their scope from the framework.
        if component.descends(from: "CKRenderComponent") == true || component.leavesTree { return nil }
        let methods = component.methods
        if let controller = context.controller(of: component), context.index.isController(controller) {
            return "has a controller ('\(controller)')"
        }
        if methods.contains(where: { $0.isClassMethod && $0.selector == "initialState" }) { return "has state (+initialState)" }
        if methods.contains(where: \.body.usesState) { return "updates its state" }
        return nil
    }
}
