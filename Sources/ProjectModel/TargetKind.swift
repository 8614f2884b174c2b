/// What a target builds, from its `productType` (and, for an app extension, what its Info.plist says it
/// extends; for an app, whether it is built for watchOS).
public enum TargetKind: String, Sendable, Equatable, CaseIterable {
    case app
    case appExtension
    /// An app extension whose `NSExtensionPointIdentifier` is WidgetKit's (or the older Today widget's).
    case widgetExtension
    /// Another kind of extension: ExtensionKit, WatchKit, iMessage sticker packs, system and driver
    /// extensions, XPC services.
    case otherExtension
    /// A framework or a static or dynamic library (and a package's library target).
    case framework
    case unitTest
    case uiTest
    case watchApp
    case other

    /// The kind of an Xcode `productType` (`com.apple.product-type.application`, …).
    public init(productType: String?) {
        let type = (productType ?? "").replacingOccurrences(of: "com.apple.product-type.", with: "")
        switch type {
        case "application", "application.messages", "application.on-demand-install-capable": self = .app
        case "application.watchapp", "application.watchapp2", "application.watchapp2-container": self = .watchApp
        case "app-extension", "app-extension.intents-service": self = .appExtension
        case "framework", "framework.static", "library.static", "library.dynamic", "xcframework": self = .framework
        case "bundle.unit-test", "bundle.ocunit-test": self = .unitTest
        case "bundle.ui-testing": self = .uiTest
        default:
            let extensionWords = ["extension", "xpc-service", "sticker-pack"]
            self = extensionWords.contains { type.contains($0) } ? .otherExtension : .other
        }
    }

    /// The extension points that make an app extension a widget.
    static let widgetExtensionPoints: Set<String> = ["com.apple.widgetkit-extension", "com.apple.widget-extension"]
}
