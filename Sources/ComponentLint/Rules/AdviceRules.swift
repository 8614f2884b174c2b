import DevToolsCore

/// The five ComponentKit checks Facebook's Infer once shipped, as advice: off unless turned on in the
/// config, reported as notes.
enum AdviceMutableLocalRule: ComponentRule {
    static let description = RuleDescription(
        id: "advice-mutable-local",
        summary: "A component constructor declares a local object pointer that is not const.",
        rationale: """
            Components are immutable values; a constructor that reassigns locals tends to build \
            different trees on different paths in ways that are hard to follow. Declare locals \
            `const` (`CKComponent *const header = …`) and build with expressions. (Infer's \
            MutableLocalVariableInComponentFile.)
            """,
        defaultSeverity: .note, isOptIn: true,
        triggeringExamples: [ComponentExample.mm("""
            @implementation HeaderComponent
            + (instancetype)newWithTitle:(NSString *)title
            {
              CKComponent *label = [CKLabelComponent newWithLabelAttributes:{} viewAttributes:{} size:{}];
              return [super newWithComponent:label];
            }
            @end
            """, line: 4)],
        nonTriggeringExamples: [ComponentExample.mm("""
            @implementation HeaderComponent
            + (instancetype)newWithTitle:(NSString *)title
            {
              CKComponent *const label = [CKLabelComponent newWithLabelAttributes:{} viewAttributes:{} size:{}];
              return [super newWithComponent:label];
            }
            @end
            """)]
    )

    static func findings(in context: ComponentLintContext) -> [Diagnostic] {
        context.allMethods.lazy.filter(\.isComponentConstructor).flatMap { method in
            method.mutableLocals.map { site in
                context.diagnostic(description, at: site, in: method.file, "'\(site.name)' can be declared const (Type *const \(site.name) = …)")
            }
        }
    }
}

enum AdviceFactoryFunctionRule: ComponentRule {
    static let description = RuleDescription(
        id: "advice-factory-function",
        summary: "A free function builds and returns a component.",
        rationale: """
            A function that returns a component is a component without a name: it cannot have a \
            scope, state or controller, and it does not show in the component hierarchy. Make it a \
            `CKCompositeComponent` subclass. (Infer's ComponentFactoryFunction.)
            """,
        defaultSeverity: .note, isOptIn: true,
        triggeringExamples: [ComponentExample.mm("""
            static CKComponent *buildHeader(NSString *title)
            {
              return [CKLabelComponent newWithLabelAttributes:{} viewAttributes:{} size:{}];
            }
            """, line: 1)],
        nonTriggeringExamples: [ComponentExample.mm("""
            static NSString *headerTitle(NSString *title)
            {
              return title.uppercaseString;
            }
            """)]
    )

    static func findings(in context: ComponentLintContext) -> [Diagnostic] {
        context.files.flatMap { file in
            file.factoryFunctions.map { site in
                context.diagnostic(description, at: site, in: file.file, "'\(site.name)' builds a component; make it a CKCompositeComponent subclass")
            }
        }
    }
}

enum AdviceUnconventionalSuperclassRule: ComponentRule {
    static let conventional: Set<String> = [
        "CKComponent", "CKCompositeComponent", "CKRenderComponent", "CKRenderWithChildrenComponent", "CKStatefulViewComponent",
    ]

    static let description = RuleDescription(
        id: "advice-unconventional-superclass",
        summary: "A component subclasses something other than CKCompositeComponent or CKComponent.",
        rationale: """
            Subclassing a concrete component couples two components' internals; composition (a \
            `CKCompositeComponent` that wraps the other) keeps them independent. (Infer's \
            ComponentWithUnconventionalSuperclass.)
            """,
        defaultSeverity: .note, isOptIn: true,
        triggeringExamples: [ComponentExample.mm("""
            @interface FancyButtonComponent : CKButtonComponent
            @end
            @implementation FancyButtonComponent
            @end
            """, line: 3)],
        nonTriggeringExamples: [ComponentExample.mm("""
            @interface FancyButtonComponent : CKCompositeComponent
            @end
            @implementation FancyButtonComponent
            @end
            """)]
    )

    static func findings(in context: ComponentLintContext) -> [Diagnostic] {
        context.implementedComponents.compactMap { name in
            guard let superclass = context.index.superclass(of: name), !conventional.contains(superclass),
                  let declaration = context.index.primaryDeclaration(of: name) else { return nil }
            return context.diagnostic(description, at: declaration, "'\(name)' subclasses '\(superclass)'; prefer a CKCompositeComponent that wraps it")
        }
    }
}

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
        triggeringExamples: [ComponentExample.mm("""
            @interface HeaderComponent : CKCompositeComponent
            @end
            @implementation HeaderComponent
            + (instancetype)newWithTitle:(NSString *)title { return [super newWithComponent:nil]; }
            + (instancetype)newWithTitle:(NSString *)title subtitle:(NSString *)subtitle { return [super newWithComponent:nil]; }
            @end
            """, line: 5)],
        nonTriggeringExamples: [ComponentExample.mm("""
            @interface HeaderComponent : CKCompositeComponent
            @end
            @implementation HeaderComponent
            + (instancetype)newWithTitle:(NSString *)title { return [self newWithTitle:title subtitle:nil]; }
            + (instancetype)newWithTitle:(NSString *)title subtitle:(NSString *)subtitle { return [super newWithComponent:nil]; }
            @end
            """)]
    )

    static func findings(in context: ComponentLintContext) -> [Diagnostic] {
        context.implementedComponents.flatMap { name in
            context.constructors(of: name).dropFirst().map { method in
                context.diagnostic(description, at: method, "'\(name)' has another constructor besides this +\(method.selector); keep one designated constructor")
            }
        }
    }
}

enum AdviceConstructorSideEffectRule: ComponentRule {
    static let description = RuleDescription(
        id: "advice-constructor-side-effect",
        summary: "A component constructor dispatches work, starts networking, posts notifications or schedules timers.",
        rationale: """
            ComponentKit may build a component many times, on any thread, and throw most of them \
            away; side effects in a constructor run each time. Start such work from the controller \
            (`didMount`) instead. (Infer's side-effect check.)
            """,
        defaultSeverity: .note, isOptIn: true,
        triggeringExamples: [ComponentExample.mm("""
            @implementation FeedComponent
            + (instancetype)newWithURL:(NSURL *)url
            {
              [[NSURLSession sharedSession] dataTaskWithURL:url];
              return [super newWithComponent:nil];
            }
            @end
            """, line: 4)],
        nonTriggeringExamples: [ComponentExample.mm("""
            @implementation FeedComponent
            + (instancetype)newWithURL:(NSURL *)url
            {
              return [super newWithComponent:nil];
            }
            @end
            """)]
    )

    static func findings(in context: ComponentLintContext) -> [Diagnostic] {
        context.allMethods.lazy.filter(\.isComponentConstructor).flatMap { method in
            method.sideEffects.map { site in
                context.diagnostic(description, at: site, in: method.file, "'\(site.name)' in +\(method.selector) runs every time the component is built; start it from the controller")
            }
        }
    }
}
