import DevToolsCore
import SourceFacts

/// `missing-super-call`: overrides of methods that require `super` (`SuperRequirements`) must make
/// the call on every path that returns normally, in every build.
enum MissingSuperCallRule: ComponentRule {
    static let description = RuleDescription(
        id: "missing-super-call",
        summary: "An override of a lifecycle method that requires super does not call it on every path.",
        rationale: """
            ComponentKit's controller lifecycle methods and Texture's node callbacks are marked \
            NS_REQUIRES_SUPER/ASDISPLAYNODE_REQUIRES_SUPER in their headers; Apple documents UIKit's and \
            AppKit's (view appearance, size and trait transitions, `awakeFromNib`, `updateConstraints`, a \
            cell's `prepareForReuse`, `NSView.layout`). The superclass does work there that an override \
            must not skip: mounting bookkeeping, layout, the appearance callbacks of child view controllers. \
            The call must be made on every path that returns normally, in every build: a `return` or \
            `guard … else { return }` before it is reported at the `return`, a call only under `#if` or \
            inside an `if` at the method; paths that end in `throw`, `fatalError`, `preconditionFailure`, \
            `abort` or `NSAssert(NO, …)` need none. A Swift method overrides only when it says `override` \
            with the same full name (`viewDidAppear(completion:)` is another method). Methods whose framework \
            implementation does nothing (UIKit's `viewDidLoad`, `layoutSubviews`) are required only when a \
            superclass in the code implements them. ComponentKit and Texture omissions are errors, UIKit and \
            AppKit ones warnings. A class whose superclass chain passes a class from outside the tree (a \
            CocoaPods pod's, an SDK's) is not judged: what that class overrides and requires is not known.
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
                    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                        guard previous?.userInterfaceStyle != traitCollection.userInterfaceStyle else { ↓return }
                        super.traitCollectionDidChange(previous)
                        restyle()
                    }
                }
                extension FeedViewController {
                    override ↓func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                        relayout(for: size)
                    }
                }
                """),
            ComponentExample.mm(
                """
                @interface FeedViewController : UIViewController
                @end
                @implementation FeedViewController
                ↓- (void)viewDidAppear:(BOOL)animated
                {
                #if DEBUG
                  [super viewDidAppear:animated];
                #endif
                }
                - (void)viewWillDisappear:(BOOL)animated
                {
                  if (self.isDismissing) {
                    ↓return;
                  }
                  [super viewWillDisappear:animated];
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
                "Avatar.swift",
                """
                class AvatarNode: ASDisplayNode {
                    override ↓func didEnterHierarchy() {
                        startAnimating()
                    }
                    override ↓func layout() {
                        if isExpanded {
                            super.layout()
                        }
                    }
                }
                class BaseViewController: UIViewController {
                    override func loadView() {
                        view = ThemedView()
                    }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        installTheme()
                    }
                }
                class SettingsViewController: BaseViewController {
                    override ↓func viewDidLoad() {
                        title = "Settings"
                    }
                    override func loadView() {
                        guard let model else { ↓return }
                        super.loadView()
                        show(model)
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
                @end
                @interface FeedViewController : UIViewController
                @end
                @implementation FeedViewController
                - (void)viewDidLoad
                {
                }
                - (void)viewWillAppear:(BOOL)animated
                {
                #if TARGET_OS_TV
                  [super viewWillAppear:animated];
                #elif DEBUG
                  [super viewWillAppear:animated];
                #else
                  [super viewWillAppear:animated];
                #endif
                }
                - (void)viewDidAppear:(BOOL)animated
                {
                  if (!self.ready) {
                    [super viewDidAppear:animated];
                    return;
                  }
                  NSAssert(self.model, @"no model");
                  [super viewDidAppear:animated];
                }
                @end
                """),
            ComponentExample.file(
                "Feed.swift",
                """
                class FeedViewController: UIViewController {
                    override func loadView() {
                        view = FeedView()
                    }
                    override func viewDidLoad() {
                        configure()
                    }
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        guard let model else { return }
                        show(model)
                    }
                    override func viewDidAppear(_ animated: Bool) {
                        defer { super.viewDidAppear(animated) }
                        guard isReady else { return }
                        track()
                    }
                    override func viewWillDisappear(_ animated: Bool) {
                        guard let coordinator else { fatalError("no coordinator") }
                        super.viewWillDisappear(animated)
                        coordinator.pause()
                    }
                    func viewDidAppear(completion: () -> Void) {
                        completion()
                    }
                    override func willMove(toParent parent: UIViewController?) {
                        super.willMove(toParent: parent)
                    }
                }
                class BadgeView: UIView {
                    override func layoutSubviews() {
                        badge.frame = bounds
                    }
                    private func updateConstraints(for size: CGSize) {
                        badge.resize(size)
                    }
                    override func updateConstraints() {
                        badge.update()
                        super.updateConstraints()
                    }
                }
                """),
        ],
        reference: reference
    )

    /// The table `devtools rules missing-super-call` prints: every method checked, with its source.
    static var reference: String {
        var text = "Methods checked (framework, class: Objective-C selector / Swift name [severity; platforms]: source):\n"
        for requirement in SuperRequirements.all {
            let when = requirement.condition == .implementedAbove ? "; only when a superclass in the code implements it" : ""
            text += """
                  \(requirement.framework), \(requirement.base): \(requirement.objectiveC) / \(requirement.swift) \
                [\(requirement.severity.rawValue); \(requirement.platforms)\(when)]: \(requirement.source)

                """
        }
        return text
    }

    /// The requirements by the name an override has: the Objective-C selector, the Swift full name.
    static let byName: [String: [SuperRequirement]] = {
        var map: [String: [SuperRequirement]] = [:]
        for requirement in SuperRequirements.all {
            map[requirement.objectiveC, default: []].append(requirement)
            map[requirement.swift, default: []].append(requirement)
        }
        return map
    }()

    /// A class whose chain passes a class from outside the tree (a pod's or an SDK's base class, not
    /// scanned and not in the framework table) is held to no requirement: whether that class descends
    /// from a base with requirements is unknown, or only guessed from its name (`ASPodNode` →
    /// `ASDisplayNode`), so a finding would rest on a guess. Conservative: such classes are not reported.
    static func findings(in context: ComponentLintContext) -> [Diagnostic] {
        context.judged.flatMap { entry -> [Diagnostic] in
            // The framework's own classes (`ASControlNode` in Texture's sources) implement what they declare.
            if entry.leavesTree || entry.isFrameworkClass { return [] }
            var found: [Diagnostic] = []
            for method in entry.methods where !method.isClassMethod && (!method.isSwift || method.isOverride) {
                guard let candidates = byName[method.selector],
                    let held = firstHolding(candidates, for: entry, in: context)
                else { continue }
                if let finding = finding(for: method, held.requirement, implementer: held.implementer, in: context) {
                    found.append(finding)
                }
            }
            return found
        }
    }

    /// The first of `candidates` that holds for `entry`, with the superclass it names.
    private static func firstHolding(_ candidates: [SuperRequirement], for entry: IndexedClass, in context: ComponentLintContext)
        -> (requirement: SuperRequirement, implementer: String?)?
    {
        for requirement in candidates {
            if let held = holding(requirement, for: entry, in: context) { return held }
        }
        return nil
    }

    /// `requirement` as it holds for `entry`, or nil when it does not: the class descends from the
    /// requirement's base (and is not it), and for a method the framework leaves empty, a superclass in
    /// the scanned code implements it too (`implementer`, which the message names).
    private static func holding(_ requirement: SuperRequirement, for entry: IndexedClass, in context: ComponentLintContext) -> (
        requirement: SuperRequirement, implementer: String?
    )? {
        guard entry.name != requirement.base, entry.descends(from: requirement.base) == true else { return nil }
        if requirement.condition == .always { return (requirement, nil) }
        return implementer(above: entry, of: requirement, in: context).map { (requirement, $0) }
    }

    /// The nearest superclass in the scanned code that implements the requirement's method.
    private static func implementer(above entry: IndexedClass, of requirement: SuperRequirement, in context: ComponentLintContext)
        -> String?
    {
        var visited: Set<String> = [entry.name]
        var current = entry.superclass
        while let name = current, name != requirement.base, visited.insert(name).inserted, let ancestor = context.index.entry(name) {
            let implements = ancestor.methods.contains { method in
                !method.isClassMethod && (method.selector == requirement.objectiveC || method.selector == requirement.swift)
            }
            if implements { return name }
            current = ancestor.superclass
        }
        return nil
    }

    /// The finding for `method`, `nil` when it calls super on every path in every build.
    private static func finding(
        for method: MethodFacts, _ requirement: SuperRequirement, implementer: String?, in context: ComponentLintContext
    ) -> Diagnostic? {
        let call = method.isSwift ? requirement.swift : requirement.objectiveC
        let body = method.body
        guard !body.superCalls.contains(call) else { return nil }
        let name = method.isSwift ? requirement.swift : requirement.objectiveC
        let fix =
            method.isSwift
            ? "super.\(requirement.swift.hasSuffix("()") ? requirement.swift : requirement.swift.prefix { $0 != "(" } + "(…)")"
            : "[super \(requirement.objectiveC.hasSuffix(":") ? requirement.objectiveC.split(separator: ":")[0] + ":…" : requirement.objectiveC)]"
        let owner =
            requirement.condition == .implementedAbove
            ? "its superclass '\(implementer ?? requirement.base)' implements \(name) too, and that work is skipped"
            : "\(requirement.base) does work there that is then skipped"
        if body.superCallsInSomeBuilds.contains(call) {
            return context.diagnostic(
                description, at: method,
                """
                '\(method.className)' calls \(fix) in \(name) only in some #if branches; \(owner) in the other builds, so \
                call it outside the conditional or in each branch
                """, severity: requirement.severity)
        }
        if let partial = body.superCallsOnSomePaths.first(where: { $0.name == call }) {
            if partial.line > 0 {
                return context.diagnostic(
                    description, at: partial, in: method.file,
                    """
                    '\(method.className)' returns from \(name) here before calling \(fix); \(owner) on this path, so call \
                    super before returning
                    """, severity: requirement.severity)
            }
            return context.diagnostic(
                description, at: method,
                """
                '\(method.className)' calls \(fix) in \(name) only on some paths (inside a condition or a loop); \(owner) on \
                the others, so call it unconditionally
                """, severity: requirement.severity)
        }
        return context.diagnostic(
            description, at: method,
            """
            '\(method.className)' overrides \(name) without calling \(fix); \(owner), so add the call
            """, severity: requirement.severity)
    }
}
