import DevToolsCore
import SourceFacts

/// One of the five ComponentKit checks Facebook's Infer once shipped: advice, off unless turned on in the
/// config, reported as a note.
enum AdviceMutableLocalRule: ComponentRule {
    static let description = RuleDescription(
        id: "advice-mutable-local",
        summary: "A component constructor declares a local object pointer that is not const.",
        rationale: """
            Components are immutable values; a constructor that reassigns locals tends to build \
            different trees on different paths in ways that are hard to follow. Declare locals \
            `const` (`CKComponent *const header = …`) and build with expressions. Only component \
            constructors are advised, and a local assigned again is left alone. (Infer's \
            MutableLocalVariableInComponentFile.)
            """,
        defaultSeverity: .note, isOptIn: true,
        triggeringExamples: [
            ComponentExample.mm(
                """
                @interface HeaderComponent : CKCompositeComponent
                @end
                @implementation HeaderComponent
                + (instancetype)newWithTitle:(NSString *)title
                {
                  CKComponent *↓label = [CKLabelComponent newWithLabelAttributes:{} viewAttributes:{} size:{}];
                  return [super newWithComponent:label];
                }
                @end
                """)
        ],
        nonTriggeringExamples: [
            ComponentExample.mm(
                """
                @implementation HeaderComponent
                + (instancetype)newWithTitle:(NSString *)title
                {
                  CKComponent *const label = [CKLabelComponent newWithLabelAttributes:{} viewAttributes:{} size:{}];
                  return [super newWithComponent:label];
                }
                @end
                """),
            ComponentExample.mm(
                """
                @interface HeaderComponent : CKCompositeComponent
                @end
                @implementation HeaderComponent
                + (instancetype)newWithTitle:(NSString *)title
                {
                  CKComponent *label = nil;
                  if (title) { label = [CKLabelComponent newWithLabelAttributes:{} viewAttributes:{} size:{}]; }
                  return [super newWithComponent:label];
                }
                @end
                @interface Pair : NSObject
                @end
                @implementation Pair
                + (instancetype)newWithFirst:(id)first
                {
                  Pair *pair = [self new];
                  return pair;
                }
                @end
                """),
        ]
    )

    static func findings(in context: ComponentLintContext) -> [Diagnostic] {
        context.allMethods.lazy.filter {
            $0.isComponentConstructor && $0.body.has(.mutableLocal) && context.index.isComponent($0.className)
        }
        .flatMap { method in
            method.body.mutableLocals.map { site in
                context.diagnostic(
                    description, at: site, in: method.file, "'\(site.name)' can be declared const (Type *const \(site.name) = …)")
            }
        }
    }
}
