import SourceFacts

/// Superclasses of the framework classes the rules care about (ComponentKit, Texture, UIKit), so a
/// chain such as `MyNode → ASTextNode → ASControlNode → ASDisplayNode` resolves without their headers.
enum FrameworkClasses {
    static let superclass: [String: String] = {
        var map: [String: String] = [
            "CKComponent": "NSObject", "CKCompositeComponent": "CKComponent", "CKComponentController": "NSObject",
            "CKStatefulViewComponent": "CKComponent", "CKStatefulViewComponentController": "CKComponentController",
            "CKRenderComponent": "CKComponent", "CKRenderWithChildrenComponent": "CKRenderComponent",
            "UIResponder": "NSObject", "UIViewController": "UIResponder", "UIView": "UIResponder", "UIControl": "UIView",
            "XCTestCase": "NSObject", "ASDisplayNode": "NSObject", "ASControlNode": "ASDisplayNode", "ASCellNode": "ASDisplayNode",
            "ASDKViewController": "UIViewController", "ASViewController": "UIViewController",
            "ASNavigationController": "UINavigationController", "ASTabBarController": "UITabBarController",
            "ASNodeController": "NSObject", "UICollectionReusableView": "UIView", "UITableViewHeaderFooterView": "UIView",
            "NSResponder": "NSObject", "NSView": "NSResponder", "NSViewController": "NSResponder", "NSControl": "NSView",
            "NSWindowController": "NSResponder", "NSTableCellView": "NSView", "NSButton": "NSControl", "NSTextField": "NSControl",
            "NSCollectionViewItem": "NSViewController", "NSSplitViewController": "NSViewController",
            "NSTabViewController": "NSViewController", "UIHostingController": "UIViewController",
            "NSHostingController": "NSViewController",
        ]
        for name in [
            "UITableViewController", "UICollectionViewController", "UINavigationController", "UITabBarController",
            "UIPageViewController", "UISplitViewController", "UISearchController", "UIAlertController",
            "UIActivityViewController", "UIImagePickerController", "UIDocumentPickerViewController",
            // SDK view controllers an app subclasses (Social, QuickLook, SafariServices, MessageUI, AVKit, …).
            "SLComposeServiceViewController", "QLPreviewController", "SFSafariViewController", "MFMailComposeViewController",
            "MFMessageComposeViewController", "AVPlayerViewController", "UIInputViewController", "UIDocumentBrowserViewController",
            "UIReferenceLibraryViewController", "UIVideoEditorController", "CNContactViewController", "CNContactPickerViewController",
            "PHPickerViewController", "UIFontPickerViewController", "UIColorPickerViewController", "EKEventEditViewController",
            "EKEventViewController", "GKGameCenterViewController", "UICloudSharingController",
        ] {
            map[name] = "UIViewController"
        }
        for name in [
            "UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UITextField", "UIStepper", "UIDatePicker",
            "UIPageControl", "UIRefreshControl", "UIColorWell",
        ] {
            map[name] = "UIControl"
        }
        for name in [
            "UILabel", "UIImageView", "UIScrollView", "UITextView", "UIStackView", "UIVisualEffectView",
            "UIActivityIndicatorView", "UIProgressView", "UITableViewCell", "UIWindow",
            "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar", "WKWebView", "MKMapView",
        ] {
            map[name] = "UIView"
        }
        map["UICollectionViewCell"] = "UICollectionReusableView"
        map["UITableView"] = "UIScrollView"
        map["UICollectionView"] = "UIScrollView"
        for name in ["ASTextNode", "ASTextNode2", "ASImageNode", "ASButtonNode"] { map[name] = "ASControlNode" }
        map["ASNetworkImageNode"] = "ASImageNode"
        map["ASVideoNode"] = "ASNetworkImageNode"
        for name in ["ASEditableTextNode", "ASScrollNode", "ASTableNode", "ASCollectionNode", "ASMapNode", "ASVideoPlayerNode"] {
            map[name] = "ASDisplayNode"
        }
        map["ASPagerNode"] = "ASCollectionNode"
        map["ASTextCellNode"] = "ASCellNode"
        return map
    }()

    /// The first two bytes of every name the table knows or the conventions cover (`UI`, `AS`, `CK`…).
    private static let prefixes: [UInt16] = Array(
        Set(
            (Array(superclass.keys) + ["AS", "CK"]).map { name in
                let bytes = Array(name.utf8.prefix(2))
                return UInt16(bytes[0]) << 8 | UInt16(bytes[1])
            }))

    /// Whether `name` is certainly no framework class: it starts with two ASCII characters that no
    /// framework name starts with (most of a project's classes: `ItemComponent`). Asked for every class
    /// without a declared superclass, so answered without hashing the name. A name starting otherwise
    /// may still be canonically equivalent to a framework name, and is looked up.
    private static func isOutsideFrameworks(_ name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        guard let first = bytes.next(), let second = bytes.next(), first < 0x80, second < 0x80 else { return false }
        return !prefixes.contains(UInt16(first) << 8 | UInt16(second))
    }

    /// Roots: a chain that reaches one of these is fully known.
    static let roots: Set<String> = ["NSObject", "NSProxy"]

    /// Whether `name` is a root, by length first (asked for every class of a run).
    static func isRoot(_ name: String) -> Bool {
        switch name.utf8.count {
        case 8 where name == "NSObject", 7 where name == "NSProxy": return true
        default: break
        }
        let isASCII = name.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? name.utf8.allSatisfy { $0 < 0x80 }
        return !isASCII && roots.contains(name)
    }

    /// The superclass of a framework class: from the table, else by the frameworks' naming conventions
    /// (Texture nodes, ComponentKit components) for classes the table does not list.
    static func superclass(of name: String) -> String? {
        if isOutsideFrameworks(name) { return nil }
        if let known = superclass[name] { return known }
        if name.hasPrefix("AS"), name.hasSuffix("Node"), name != "ASDisplayNode" { return "ASDisplayNode" }
        if name.hasPrefix("CK"), name.hasSuffix("Component"), name != "CKComponent" { return "CKComponent" }
        return nil
    }
}
