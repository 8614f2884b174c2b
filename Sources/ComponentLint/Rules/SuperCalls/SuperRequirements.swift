import SourceFacts

/// Every method `missing-super-call` checks, one entry each, with its source. `devtools rules
/// missing-super-call` prints this list.
///
/// What is here and why: ComponentKit's and Texture's headers mark their methods with
/// `NS_REQUIRES_SUPER`/`ASDISPLAYNODE_REQUIRES_SUPER` (each such method of `CKComponentController.h`,
/// `CKStatefulViewComponentController.h`, `ASDisplayNode+Subclasses.h`, `ASCellNode.h`, `ASImageNode.h`
/// and `ASNodeController+Beta.h` is listed); UIKit's and AppKit's come from the sentence of each
/// method's documentation that asks an override to call super. Methods whose framework implementation
/// does nothing (UIKit's `viewDidLoad`, `viewWillLayoutSubviews`, `layoutSubviews`; AppKit's view
/// controller callbacks, whose documentation asks for super only "in case a superclass also overrides
/// this method") are required only when a superclass in the scanned code implements them.
enum SuperRequirements {
    static let uiKitPlatforms = "iOS, iPadOS, Mac Catalyst, tvOS, visionOS"

    static let all: [SuperRequirement] = componentKit + texture + uiKit + appKit

    static let componentKit: [SuperRequirement] = {
        let controller = [
            ("didInit", "didInit()"), ("willMount", "willMount()"), ("didMount", "didMount()"), ("willRemount", "willRemount()"),
            ("didRemount", "didRemount()"), ("willUnmount", "willUnmount()"), ("didUnmount", "didUnmount()"),
            ("willUpdateComponent", "willUpdateComponent()"), ("didUpdateComponent", "didUpdateComponent()"),
            ("componentDidAcquireView", "componentDidAcquireView()"),
            ("componentWillRelinquishView", "componentWillRelinquishView()"),
            ("componentTreeWillAppear", "componentTreeWillAppear()"), ("componentTreeDidDisappear", "componentTreeDidDisappear()"),
            ("invalidateController", "invalidateController()"),
        ].map { objectiveC, swift in
            SuperRequirement(
                "ComponentKit", "CKComponentController", objectiveC, swift, platforms: "iOS",
                source: "NS_REQUIRES_SUPER, ComponentKit/Core/CKComponentController.h", severity: .error)
        }
        let stateful = [
            ("didAcquireStatefulView:", "didAcquireStatefulView(_:)"), ("willRelinquishStatefulView:", "willRelinquishStatefulView(_:)"),
        ]
        .map { objectiveC, swift in
            SuperRequirement(
                "ComponentKit", "CKStatefulViewComponentController", objectiveC, swift, platforms: "iOS",
                source: "NS_REQUIRES_SUPER, ComponentKit/StatefulViews/CKStatefulViewComponentController.h", severity: .error)
        }
        return controller + stateful
    }()

    static let texture: [SuperRequirement] = {
        let touches = [
            ("touchesBegan:withEvent:", "touchesBegan(_:with:)"), ("touchesMoved:withEvent:", "touchesMoved(_:with:)"),
            ("touchesEnded:withEvent:", "touchesEnded(_:with:)"), ("touchesCancelled:withEvent:", "touchesCancelled(_:with:)"),
        ]
        let node =
            [
                ("didLoad", "didLoad()"), ("layout", "layout()"), ("layoutDidFinish", "layoutDidFinish()"),
                ("calculatedLayoutDidChange", "calculatedLayoutDidChange()"), ("didEnterVisibleState", "didEnterVisibleState()"),
                ("didExitVisibleState", "didExitVisibleState()"), ("didEnterDisplayState", "didEnterDisplayState()"),
                ("didExitDisplayState", "didExitDisplayState()"), ("didEnterPreloadState", "didEnterPreloadState()"),
                ("didExitPreloadState", "didExitPreloadState()"),
                ("interfaceStateDidChange:fromState:", "interfaceStateDidChange(_:from:)"),
                (
                    "asyncTraitCollectionDidChangeWithPreviousTraitCollection:",
                    "asyncTraitCollectionDidChange(withPreviousTraitCollection:)"
                ),
                ("displayWillStart", "displayWillStart()"), ("displayWillStartAsynchronously:", "displayWillStartAsynchronously(_:)"),
                ("displayDidFinish", "displayDidFinish()"), ("willEnterHierarchy", "willEnterHierarchy()"),
                ("didExitHierarchy", "didExitHierarchy()"), ("didEnterHierarchy", "didEnterHierarchy()"),
                ("clearContents", "clearContents()"), ("subnodeDisplayWillStart:", "subnodeDisplayWillStart(_:)"),
                ("subnodeDisplayDidFinish:", "subnodeDisplayDidFinish(_:)"),
            ] + touches
        let nodeController = [
            ("nodeDidLoad", "nodeDidLoad()"), ("nodeDidLayout", "nodeDidLayout()"),
            ("nodeWillCalculateLayout:", "nodeWillCalculateLayout(_:)"),
            ("didEnterVisibleState", "didEnterVisibleState()"), ("didExitVisibleState", "didExitVisibleState()"),
            ("didEnterDisplayState", "didEnterDisplayState()"), ("didExitDisplayState", "didExitDisplayState()"),
            ("didEnterPreloadState", "didEnterPreloadState()"), ("didExitPreloadState", "didExitPreloadState()"),
            ("interfaceStateDidChange:fromState:", "interfaceStateDidChange(_:from:)"),
            ("hierarchyDisplayDidFinish", "hierarchyDisplayDidFinish()"), ("didEnterHierarchy", "didEnterHierarchy()"),
            ("didExitHierarchy", "didExitHierarchy()"),
        ]
        let headers = "ASDISPLAYNODE_REQUIRES_SUPER, Source/"
        return node.map {
            SuperRequirement(
                "Texture", "ASDisplayNode", $0, $1, platforms: "iOS, tvOS", source: headers + "ASDisplayNode+Subclasses.h", severity: .error
            )
        }
            + [
                SuperRequirement(
                    "Texture", "ASImageNode", "animatedImageSet:previousAnimatedImage:", "animatedImageSet(_:previousAnimatedImage:)",
                    platforms: "iOS, tvOS", source: headers + "ASImageNode.h", severity: .error)
            ]
            + nodeController.map {
                SuperRequirement(
                    "Texture", "ASNodeController", $0, $1, platforms: "iOS, tvOS", source: headers + "ASNodeController+Beta.h",
                    severity: .error)
            }
            + [
                ("loadView", "loadView()"), ("viewWillLayoutSubviews", "viewWillLayoutSubviews()"),
                ("viewDidLayoutSubviews", "viewDidLayoutSubviews()"),
            ]
            .flatMap { objectiveC, swift in
                ["ASDKViewController", "ASViewController"].map { base in
                    SuperRequirement(
                        "Texture", base, objectiveC, swift, platforms: "iOS, tvOS",
                        source: "Source/ASDKViewController.mm implements it: the view is the node's view, laid out there",
                        severity: .warning)
                }
            }
    }()

    static let uiKit: [SuperRequirement] = {
        let appearance = "If you override this method, you must call super at some point in your implementation. (UIViewController)"
        func controller(_ objectiveC: String, _ swift: String, _ source: String, condition: SuperRequirement.Condition = .always)
            -> SuperRequirement
        {
            SuperRequirement(
                "UIKit", "UIViewController", objectiveC, swift, platforms: uiKitPlatforms, source: source, severity: .warning,
                condition: condition)
        }
        let traits =
            "At the beginning of your implementation, call super to ensure that interface elements higher in the view hierarchy have an opportunity to adjust their layout first. (UITraitEnvironment.traitCollectionDidChange)"
        let awake =
            "You must call the super implementation of awakeFromNib to give parent classes the opportunity to perform any additional initialization they require. (NSObject.awakeFromNib)"
        let aboveOnly = "UIKit's implementation does nothing: required when a superclass in the code implements it"
        return [
            controller("viewWillAppear:", "viewWillAppear(_:)", appearance),
            controller("viewDidAppear:", "viewDidAppear(_:)", appearance),
            controller("viewWillDisappear:", "viewWillDisappear(_:)", appearance),
            controller("viewDidDisappear:", "viewDidDisappear(_:)", appearance),
            controller(
                "didReceiveMemoryWarning", "didReceiveMemoryWarning()",
                "You can override this method to release any additional memory used by your view controller. If you do, your implementation of this method must call the super implementation at some point."
            ),
            controller(
                "setEditing:animated:", "setEditing(_:animated:)",
                "This method should invoke super’s implementation before updating its view."),
            controller(
                "willMoveToParentViewController:", "willMove(toParent:)",
                "If they are overridden, the overrides should ensure to call the super. (UIViewController.h)"),
            controller(
                "didMoveToParentViewController:", "didMove(toParent:)",
                "If they are overridden, the overrides should ensure to call the super. (UIViewController.h)"),
            controller(
                "viewWillTransitionToSize:withTransitionCoordinator:", "viewWillTransition(to:with:)",
                "If you override this method in your custom view controllers, always call super at some point in your implementation so that UIKit can forward the size change message appropriately."
            ),
            controller(
                "willTransitionToTraitCollection:withTransitionCoordinator:", "willTransition(to:with:)",
                "If you override this method in your own objects, always call super at some point in your implementation so that UIKit can forward the trait changes to the associated presentation controller and to any child view controllers."
            ),
            controller("traitCollectionDidChange:", "traitCollectionDidChange(_:)", traits),
            controller(
                "updateViewConstraints", "updateViewConstraints()",
                "Call [super updateViewConstraints] as the final step in your implementation."),
            controller(
                "encodeRestorableStateWithCoder:", "encodeRestorableState(with:)",
                "It is strongly recommended that you call super at some point during your implementation to give parent classes an opportunity to save information."
            ),
            controller(
                "decodeRestorableStateWithCoder:", "decodeRestorableState(with:)",
                "If your encodeRestorableState(with:) method called super, this method should similarly call super at some point in its implementation."
            ),
            controller("awakeFromNib", "awakeFromNib()", awake),
            controller("viewDidLoad", "viewDidLoad()", aboveOnly, condition: .implementedAbove),
            controller("viewWillLayoutSubviews", "viewWillLayoutSubviews()", aboveOnly, condition: .implementedAbove),
            controller("viewDidLayoutSubviews", "viewDidLayoutSubviews()", aboveOnly, condition: .implementedAbove),
            controller(
                "loadView", "loadView()",
                "Required only when a superclass in the code implements it: UIKit's own must not be called from a custom loadView",
                condition: .implementedAbove),
            SuperRequirement(
                "UIKit", "UIView", "awakeFromNib", "awakeFromNib()", platforms: uiKitPlatforms, source: awake, severity: .warning),
            SuperRequirement(
                "UIKit", "UIView", "updateConstraints", "updateConstraints()", platforms: uiKitPlatforms,
                source: "Call [super updateConstraints] as the final step in your implementation.", severity: .warning),
            SuperRequirement(
                "UIKit", "UIView", "traitCollectionDidChange:", "traitCollectionDidChange(_:)", platforms: uiKitPlatforms, source: traits,
                severity: .warning),
            SuperRequirement(
                "UIKit", "UIView", "layoutSubviews", "layoutSubviews()", platforms: uiKitPlatforms, source: aboveOnly, severity: .warning,
                condition: .implementedAbove),
            SuperRequirement(
                "UIKit", "UITableViewCell", "prepareForReuse", "prepareForReuse()", platforms: uiKitPlatforms,
                source: "If you override this method, you must be sure to invoke the superclass implementation.", severity: .warning),
            SuperRequirement(
                "UIKit", "UICollectionViewCell", "prepareForReuse", "prepareForReuse()", platforms: uiKitPlatforms,
                source:
                    "Subclasses such as UICollectionViewCell override this method and use it to perform relevant actions. So, if your subclass descends from UICollectionViewCell or another intermediate class, call super to ensure that your class gets the parent’s behavior. (UICollectionReusableView.prepareForReuse)",
                severity: .warning),
        ]
    }()

    static let appKit: [SuperRequirement] = {
        let inCase =
            "If you override this method, call this method on super at some point in your implementation in case a superclass also overrides this method. The default implementation of this method does nothing."
        let controller = [
            ("viewDidLoad", "viewDidLoad()"), ("viewWillAppear", "viewWillAppear()"), ("viewDidAppear", "viewDidAppear()"),
            ("viewWillDisappear", "viewWillDisappear()"), ("viewDidDisappear", "viewDidDisappear()"),
            ("viewWillLayout", "viewWillLayout()"),
            ("viewDidLayout", "viewDidLayout()"),
        ].map { objectiveC, swift in
            SuperRequirement(
                "AppKit", "NSViewController", objectiveC, swift, platforms: "macOS", source: inCase, severity: .warning,
                condition: .implementedAbove)
        }
        return controller + [
            SuperRequirement(
                "AppKit", "NSView", "layout", "layout()", platforms: "macOS",
                source: "You must call [super layout] as part of your implementation. (NSView.layout)", severity: .warning),
            SuperRequirement(
                "AppKit", "NSView", "updateConstraints", "updateConstraints()", platforms: "macOS",
                source: "Call [super updateConstraints] as the final step in your implementation. (NSView.updateConstraints)",
                severity: .warning),
        ]
    }()
}
