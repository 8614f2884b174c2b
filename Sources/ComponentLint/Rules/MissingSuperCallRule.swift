import DevToolsCore

/// `missing-super-call`: lifecycle overrides that must call `super`.
enum MissingSuperCallRule: ComponentRule {
    /// Methods that must call super, by the class that declares them, with the severity of forgetting:
    /// ComponentKit's and Texture's are marked NS_REQUIRES_SUPER (errors); UIKit's are documented.
    static let requirements: [(base: String, selectors: [String], severity: Severity)] = [
        (
            "CKComponentController",
            [
                "willMount", "didMount", "willRemount", "didRemount", "willUnmount", "didUnmount", "willUpdateComponent",
                "didUpdateComponent", "componentDidAcquireView", "componentWillRelinquishView", "componentTreeWillAppear",
                "componentTreeDidDisappear", "invalidateController", "didInit",
            ], .error
        ),
        ("CKStatefulViewComponentController", ["didAcquireStatefulView:", "willRelinquishStatefulView:"], .error),
        ("ASDisplayNode", ["didLoad", "layout"], .error),
        // UIKit: only what Apple's documentation says an override must call super for ("You must call the
        // super implementation of awakeFromNib", "call [super updateConstraints] as the final step", the
        // container callbacks "should ensure to call the super", a UICollectionViewCell's prepareForReuse
        // "call super"); not `layoutSubviews` or `didMoveToWindow`, whose defaults do nothing.
        (
            "UIViewController",
            [
                "viewDidLoad", "viewWillAppear:", "viewDidAppear:", "viewWillDisappear:", "viewDidDisappear:", "didReceiveMemoryWarning",
                "setEditing:animated:", "willMoveToParentViewController:", "didMoveToParentViewController:", "awakeFromNib",
            ], .warning
        ),
        ("UITableViewCell", ["prepareForReuse"], .warning),
        ("UICollectionViewCell", ["prepareForReuse"], .warning),
        ("UIView", ["awakeFromNib", "updateConstraints"], .warning),
    ]

    /// Swift base names that are not the Objective-C selector's first part.
    static let swiftNames = ["willMoveToParentViewController:": "willMove", "didMoveToParentViewController:": "didMove"]

    /// For each requirement, the selector a method must call super with, by the name the method has:
    /// the selector in Objective-C (`viewWillAppear:`), the base name in Swift (`viewWillAppear`).
    static let selectorsByName: [(objectiveC: [String: String], swift: [String: String])] = requirements.map { requirement in
        (
            Dictionary(requirement.selectors.map { ($0, $0) }, uniquingKeysWith: { first, _ in first }),
            Dictionary(
                requirement.selectors.map { (swiftNames[$0] ?? String($0.split(separator: ":")[0]), $0) },
                uniquingKeysWith: { first, _ in first })
        )
    }

    static let description = RuleDescription(
        id: "missing-super-call",
        summary: "An override of a lifecycle method that requires super does not call it.",
        rationale: """
            ComponentKit's controller lifecycle methods (`didMount`, `willUnmount`, …, marked \
            NS_REQUIRES_SUPER), Texture's `didLoad` and `layout`, UIKit's view-controller appearance \
            methods and the other UIKit methods Apple documents as needing super (`awakeFromNib`, \
            `setEditing:animated:`, `willMoveToParentViewController:`/`didMoveToParentViewController:`, \
            `updateConstraints`, a cell's `prepareForReuse`) do work in the superclass that an override must \
            not skip: mounting bookkeeping, layout, appearance callbacks of children. Call `[super …]` \
            (Swift: `super.…()`) in the override. \
            ComponentKit and Texture omissions are errors, UIKit ones warnings. A class whose superclass \
            chain passes a class from outside the tree (a CocoaPods pod's, an SDK's) is not judged: what \
            that class overrides and requires is not known.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            ComponentExample.mm(
                """
                @interface ProfileComponentController : CKComponentController
                @end
                @implementation ProfileComponentController
                ↓- (void)didMount
                {
                  NSLog(@"mounted");
                }
                @end
                """),
            ComponentExample.file(
                "Feed.swift",
                """
                class FeedViewController: UIViewController {
                    override ↓func viewWillAppear(_ animated: Bool) {
                        reload()
                    }
                }
                """),
            ComponentExample.mm(
                """
                @interface FeedViewController : UIViewController
                @end
                @implementation FeedViewController
                ↓- (void)viewDidLoad
                {
                #if DEBUG
                  [super viewDidLoad];
                #endif
                }
                @end
                """),
            ComponentExample.mm(
                """
                @interface AvatarCell : UITableViewCell
                @end
                @implementation AvatarCell
                ↓- (void)prepareForReuse
                {
                  self.imageView.image = nil;
                }
                @end
                """),
            ComponentExample.file(
                "Child.swift",
                """
                class ChildViewController: UIViewController {
                    override ↓func didMove(toParent parent: UIViewController?) {
                        reload()
                    }
                    override func awakeFromNib() {
                        super.awakeFromNib()
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            ComponentExample.mm(
                """
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
                @interface FeedViewController : UIViewController
                @end
                @implementation FeedViewController
                - (void)viewDidLoad
                {
                #if TARGET_OS_TV
                  [super viewDidLoad];
                #elif DEBUG
                  [super viewDidLoad];
                #else
                  [super viewDidLoad];
                #endif
                }
                @end
                """),
            ComponentExample.file(
                "Feed.swift",
                """
                class FeedViewController: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                    }
                    override func willMove(toParent parent: UIViewController?) {
                        super.willMove(toParent: parent)
                    }
                }
                class BadgeView: UIView {
                    override func layoutSubviews() {
                        badge.frame = bounds
                    }
                    override func didMoveToWindow() {
                        refresh()
                    }
                    override func updateConstraints() {
                        badge.update()
                        super.updateConstraints()
                    }
                }
                """),
        ]
    )

    /// Each requirement's base as its bit (every base has one): whether a class descends from it is a
    /// bit test, and a class with none of them on its chain has no requirement at all.
    static let requirementBits = requirements.map { FrameworkBases.of($0.base) }
    static let allRequirementBits = requirementBits.reduce(FrameworkBases()) { $0.union($1) }

    /// A class whose chain passes a class from outside the tree (a pod's or an SDK's base class, not
    /// scanned and not in the framework table) is held to no requirement: whether that class descends
    /// from a base with requirements is unknown, or only guessed from its name (`ASPodNode` →
    /// `ASDisplayNode`), so a finding would rest on a guess. Conservative: such classes are not reported.
    static func findings(in context: ComponentLintContext) -> [Diagnostic] {
        context.index.scanned.flatMap { entry -> [Diagnostic] in
            // Which requirements apply is a question about the class, asked once for all its methods.
            if entry.bases.isDisjoint(with: allRequirementBits) || entry.leavesTree { return [] }
            let applicable = requirements.indices.filter { index in
                entry.bases.contains(requirementBits[index]) && entry.name != requirements[index].base
            }
            guard !applicable.isEmpty else { return [] }
            return entry.methods.compactMap { method in
                method.isClassMethod ? nil : finding(for: method, applicable, in: context)
            }
        }
    }

    /// The first applicable requirement that names this method decides; `nil` when it calls super.
    private static func finding(for method: MethodFacts, _ applicable: [Int], in context: ComponentLintContext) -> Diagnostic? {
        for index in applicable {
            let names = selectorsByName[index]
            guard let selector = (method.isSwift ? names.swift : names.objectiveC)[method.selector] else { continue }
            let call = method.isSwift ? method.selector : selector
            guard !method.body.superCalls.contains(call) else { return nil }
            let requirement = requirements[index]
            let fix = method.isSwift ? "super.\(call)(…)" : "[super \(selector.hasSuffix(":") ? selector + "…" : selector)]"
            if method.body.superCallsInSomeBuilds.contains(call) {
                return context.diagnostic(
                    description, at: method,
                    """
                    '\(method.className)' calls \(fix) in \(call) only in some #if branches; \(requirement.base) needs it \
                    in every build, so call it outside the conditional or in each branch
                    """, severity: requirement.severity)
            }
            return context.diagnostic(
                description, at: method,
                """
                '\(method.className)' overrides \(call) without calling \(fix); \(requirement.base) needs it, so \
                add the call
                """, severity: requirement.severity)
        }
        return nil
    }
}
