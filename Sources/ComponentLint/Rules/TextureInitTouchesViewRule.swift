import DevToolsCore
import SourceFacts

/// `texture-init-touches-view`: a node's `-init` runs off the main thread.
enum TextureInitTouchesViewRule: ComponentRule {
    static let description = RuleDescription(
        id: "texture-init-touches-view",
        summary: "An ASDisplayNode subclass touches its view or layer, or creates UIKit views or gesture recognizers, in -init.",
        rationale: """
            Texture creates nodes on background threads; `-init` must not load the view or layer \
            (Texture asserts) nor create UIKit objects, which are main-thread only. Do that work in \
            `-didLoad`, which runs on the main thread once the view exists.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            ComponentExample.mm(
                """
                @interface AvatarNode : ASDisplayNode
                @end
                @implementation AvatarNode {
                  ASEditableTextNode *_captionNode;
                }
                - (instancetype)init
                {
                  if (self = [super init]) {
                    [↓self.view addGestureRecognizer:[[↓UITapGestureRecognizer alloc] initWithTarget:self action:nil]];
                    _captionNode = [[ASEditableTextNode alloc] init];
                    ↓_captionNode.textView.scrollEnabled = NO;
                  }
                  return self;
                }
                @end
                """),
            ComponentExample.file(
                "Avatar.swift",
                """
                class AvatarNode: ASDisplayNode {
                    let imageNode = ASImageNode()
                    let captionNode = ASEditableTextNode()
                    override init() {
                        super.init()
                        let blur = ↓UIVisualEffectView(effect: UIBlurEffect(style: .light))
                        ↓view.addSubview(blur)
                        ↓imageNode.layer.cornerRadius = 4
                        ↓captionNode.textView.font = .systemFont(ofSize: 15)
                        ↓setUpGestures()
                    }
                    private func setUpGestures() {
                        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            ComponentExample.mm(
                """
                @interface AvatarNode : ASDisplayNode
                @end
                @implementation AvatarNode
                - (void)didLoad
                {
                  [super didLoad];
                  [self.view addGestureRecognizer:[[UITapGestureRecognizer alloc] initWithTarget:self action:nil]];
                }
                - (void)initGestures
                {
                  [self.view addGestureRecognizer:[[UITapGestureRecognizer alloc] initWithTarget:self action:nil]];
                }
                @end
                """),
            ComponentExample.file(
                "Avatar.swift",
                """
                class AvatarNode: ASDisplayNode {
                    let captionNode = CaptionNode()  // the project's node, whose textView is its own text node
                    override init() {
                        super.init()
                        captionNode.textView.attributedText = nil
                        onDidLoad { node in node.view.layer.cornerRadius = 4 }
                        DispatchQueue.main.async { self.view.isUserInteractionEnabled = true }
                    }
                    init(view: UIView) {
                        super.init()
                        view.isHidden = true
                        let layer = shadowLayer
                        layer.cornerRadius = 4
                    }
                }
                """),
        ]
    )

    /// UIKit and Core Animation classes that are views, layers or gesture recognizers.
    static func isViewLikeClass(_ name: String) -> Bool {
        (name.hasPrefix("UI") || name.hasPrefix("CA"))
            && ["View", "GestureRecognizer", "Button", "Label", "Control", "Layer", "Field"]
                .contains { name.hasSuffix($0) }
    }

    static func findings(in context: ComponentLintContext) -> [Diagnostic] {
        // Texture's own classes (a vendored copy's `ASCollectionNode`) manage their views as they know how.
        context.judged.lazy.filter { $0.descends(from: "ASDisplayNode") == true && !$0.isFrameworkClass }
            .flatMap(\.methods).filter(\.isInitializer)
            .flatMap { method -> [Diagnostic] in
                let views = method.body.viewAccesses.filter { !$0.isInClosure }.map { site in
                    context.diagnostic(
                        description, at: site, in: method.file,
                        """
                        '\(site.name)' in \(method.isSwift ? method.selector : "-" + method.selector) of '\(method.className)' loads the view off the main \
                        thread; move this to -didLoad
                        """)
                }
                let created = method.body.instantiations.filter { isViewLikeClass($0.name) && !$0.isInClosure }.map { site in
                    context.diagnostic(
                        description, at: site, in: method.file,
                        """
                        '\(site.name)' is created in \(method.isSwift ? method.selector : "-" + method.selector) of '\(method.className)', which may run off \
                        the main thread; create it in -didLoad
                        """)
                }
                let helpers = HelperCalls.sites(
                    calledFrom: method, in: context,
                    matching: { isViewLikeClass($0.name) || !$0.name.first!.isUppercase }, kinds: [.viewAccess, .instantiation]
                ).map { found in
                    context.diagnostic(
                        description, at: found.call, in: method.file,
                        """
                        '\(found.call.name)' \(found.site.name.first!.isUppercase ? "creates" : "touches") '\(found.site.name)' (line \
                        \(found.site.line)) and \(method.isSwift ? method.selector : "-" + method.selector) of '\(method.className)' \
                        calls it, which may run off the main thread; call it from -didLoad
                        """)
                }
                return views + created + helpers
            }
    }
}
