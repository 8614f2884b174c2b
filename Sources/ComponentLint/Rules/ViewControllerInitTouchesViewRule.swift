import DevToolsCore
import SourceFacts

/// `viewcontroller-init-touches-view`: an initializer must not load the view.
enum ViewControllerInitTouchesViewRule: ComponentRule {
    static let description = RuleDescription(
        id: "viewcontroller-init-touches-view",
        summary: "A view controller's initializer touches self.view or self.node.view.",
        rationale: """
            Reading `self.view` in an initializer loads the view at once — before the controller is \
            presented, often before it is configured, and for `ASDKViewController` off the main thread. \
            Set the view up in `-viewDidLoad`.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            ComponentExample.mm(
                """
                @interface FeedViewController : UIViewController
                @end
                @implementation FeedViewController
                - (instancetype)init
                {
                  if (self = [super initWithNibName:nil bundle:nil]) {
                    ↓self.view.backgroundColor = UIColor.whiteColor;
                  }
                  return self;
                }
                @end
                """),
            ComponentExample.file(
                "Feed.swift",
                """
                class FeedViewController: ASDKViewController<ASDisplayNode> {
                    init() {
                        super.init(node: ASDisplayNode())
                        ↓self.node.view.backgroundColor = .white
                    }
                }
                """),
            ComponentExample.file(
                "Feed.swift",
                """
                class FeedViewController: UIViewController {
                    init(dark: Bool) {
                        super.init(nibName: nil, bundle: nil)
                        items.forEach(register)
                        if dark {
                            ↓self.view.backgroundColor = .black
                        }
                        ↓view.addSubview(header)
                        ↓setUpTable()
                    }
                    private func setUpTable() {
                        view.addSubview(tableView)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            ComponentExample.mm(
                """
                @interface FeedViewController : UIViewController
                @end
                @implementation FeedViewController
                - (void)viewDidLoad
                {
                  [super viewDidLoad];
                  self.view.backgroundColor = UIColor.whiteColor;
                }
                @end
                """),
            // Helpers named like initializers are not initializers: they return nothing.
            ComponentExample.mm(
                """
                @interface FeedViewController : UIViewController
                @end
                @implementation FeedViewController
                - (void)initUI
                {
                  [self.view addSubview:[[UIView alloc] init]];
                }
                @end
                """),
            // Work handed to a closure runs later, once the view is loaded.
            ComponentExample.file(
                "Feed.swift",
                """
                class FeedViewController: UIViewController {
                    init() {
                        super.init(nibName: nil, bundle: nil)
                        DispatchQueue.main.async { self.view.backgroundColor = .white }
                        if Settings.dark { onLoad = { self.view.backgroundColor = .black } }
                    }
                    func initData() {
                        self.view.backgroundColor = .white
                    }
                    init(header: UIView) {
                        let view = UIView()
                        view.addSubview(header)
                        super.init(nibName: nil, bundle: nil)
                        if isViewLoaded { self.view.addSubview(view) }
                    }
                }
                """),
        ]
    )

    static func findings(in context: ComponentLintContext) -> [Diagnostic] {
        // The frameworks' own controllers (a vendored `ASViewController`) manage their views as they know how.
        context.judged.lazy.filter { $0.descends(from: "UIViewController") == true && !$0.isFrameworkClass }
            .flatMap(\.methods).filter(\.isInitializer)
            .flatMap { method -> [Diagnostic] in
                let helpers = HelperCalls.sites(calledFrom: method, in: context, matching: isControllersView, kinds: [.viewAccess]).map {
                    found in
                    context.diagnostic(
                        description, at: found.call, in: method.file,
                        """
                        '\(found.call.name)' reads '\(found.site.name)' (line \(found.site.line)) and an initializer of \
                        '\(method.className)' calls it, which loads the view too early; call it from viewDidLoad
                        """)
                }
                return helpers + direct(method, in: context)
            }
    }

    /// `self.view`, `view`, `self.node.view`, `[self view]`: not a child node's view (`tableNode.view` is the
    /// node's) nor Swift's `layer.` (no view controller has one).
    static func isControllersView(_ site: SourceSite) -> Bool { site.name != "layer" && !site.name.contains("Node.") }

    private static func direct(_ method: MethodFacts, in context: ComponentLintContext) -> [Diagnostic] {
        method.body.viewAccesses.filter { !$0.isInClosure && isControllersView($0) }.map { site in
            context.diagnostic(
                description, at: site, in: method.file,
                """
                '\(site.name)' in an initializer of '\(method.className)' loads the view too early; set it \
                up in viewDidLoad
                """)
        }
    }
}
