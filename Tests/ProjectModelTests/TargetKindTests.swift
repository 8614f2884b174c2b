import ProjectModel
import Testing

/// Xcode product types as target kinds.
@Suite struct TargetKindTests {
    @Test func productTypesAreKinds() {
        #expect(TargetKind(productType: "com.apple.product-type.application") == .app)
        #expect(TargetKind(productType: "com.apple.product-type.application.watchapp2") == .watchApp)
        #expect(TargetKind(productType: "com.apple.product-type.app-extension") == .appExtension)
        #expect(TargetKind(productType: "com.apple.product-type.extensionkit-extension") == .otherExtension)
        #expect(TargetKind(productType: "com.apple.product-type.watchkit2-extension") == .otherExtension)
        #expect(TargetKind(productType: "com.apple.product-type.app-extension.messages-sticker-pack") == .otherExtension)
        #expect(TargetKind(productType: "com.apple.product-type.framework.static") == .framework)
        #expect(TargetKind(productType: "com.apple.product-type.library.static") == .framework)
        #expect(TargetKind(productType: "com.apple.product-type.bundle.unit-test") == .unitTest)
        #expect(TargetKind(productType: "com.apple.product-type.bundle.ui-testing") == .uiTest)
        #expect(TargetKind(productType: "com.apple.product-type.tool") == .other)
        #expect(TargetKind(productType: nil) == .other)
    }
}
