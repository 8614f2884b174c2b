import DevToolsCore

/// `missing-super-call`: lifecycle overrides that must call `super`.
enum MissingSuperCallRule: ComponentRule {
    /// Methods that must call super, by the class that declares them, with the severity of forgetting:
    /// ComponentKit's and Texture's are marked NS_REQUIRES_SUPER (errors); UIKit's are documented.
    static let requirements: [(base: String, selectors: [String], severity: Severity)] = [
        ("CKComponentController", [
            "willMount", "didMount", "willRemount", "didRemount", "willUnmount", "didUnmount", "willUpdateComponent",
            "didUpdateComponent", "componentDidAcquireView", "componentWillRelinquishView", "componentTreeWillAppear",
            "componentTreeDidDisappear", "invalidateController", "didInit",
        ], .error),
        ("CKStatefulViewComponentController", ["didAcquireStatefulView:", "willRelinquishStatefulView:"], .error),
        ("ASDisplayNode", ["didLoad", "layout"], .error),
        ("UIViewController", [
            "viewDidLoad", "viewWillAppear:", "viewDidAppear:", "viewWillDisappear:", "viewDidDisappear:", "didReceiveMemoryWarning",
        ], .warning),
    ]

    static let description = RuleDescription(
        id: "missing-super-call",
        summary: "An override of a lifecycle method that requires super does not call it.",
        rationale: """
            ComponentKit's controller lifecycle methods (`didMount`, `willUnmount`, …, marked \
            NS_REQUIRES_SUPER), Texture's `didLoad` and `layout`, and UIKit's view-controller appearance \
            methods do work in the superclass that an override must not skip: mounting bookkeeping, \
            layout, appearance callbacks of children. Call `[super …]` (Swift: `super.…()`) in the override. \
            ComponentKit and Texture omissions are errors, UIKit ones warnings.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            ComponentExample.mm("""
                @interface ProfileComponentController : CKComponentController
                @end
                @implementation ProfileComponentController
                - (void)didMount
                {
                  NSLog(@"mounted");
                }
                @end
                """, line: 4),
            ComponentExample.file("Feed.swift", """
                class FeedViewController: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        reload()
                    }
                }
                """, line: 2),
        ],
        nonTriggeringExamples: [
            ComponentExample.mm("""
                @interface ProfileComponentController : CKComponentController
                @end
                @implementation ProfileComponentController
                - (void)didMount
                {
                  [super didMount];
                }
                - (void)viewDidLoad
                {
                }
                @end
                """),
            ComponentExample.file("Feed.swift", """
                class FeedViewController: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                    }
                }
                """),
        ]
    )

    static func findings(in context: ComponentLintContext) -> [Diagnostic] {
        context.allMethods.compactMap { method in
            guard !method.isClassMethod else { return nil }
            for requirement in requirements
            where method.className != requirement.base && context.index.descends(method.className, from: requirement.base) == true {
                let wanted = requirement.selectors.first { selector in
                    method.isSwift ? selector.split(separator: ":")[0] == method.selector : selector == method.selector
                }
                guard let selector = wanted else { continue }
                let call = method.isSwift ? String(selector.split(separator: ":")[0]) : selector
                guard !method.superCalls.contains(call) else { return nil }
                let fix = method.isSwift ? "super.\(call)(…)" : "[super \(selector.hasSuffix(":") ? selector + "…" : selector)]"
                return context.diagnostic(description, at: method, """
                    '\(method.className)' overrides \(call) without calling \(fix); \(requirement.base) needs it, so \
                    add the call
                    """, severity: requirement.severity)
            }
            return nil
        }
    }
}
