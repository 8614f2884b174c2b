/// A documented case of a fix: a `de` translation (and the `en` development table beside it) before
/// `--fix`, and the translation after it; `nil` when the fix must leave it alone. The tests run every
/// example, so the fixes' documentation cannot drift from what they do.
struct FixExample: Sendable {
    let before: String
    /// The development language's table, when the fix reads it.
    let development: String?
    let after: String?
    /// The storyboard the table is named after (`Base.lproj/Localizable.storyboard` beside it), when the
    /// fix's finding needs one.
    var interfaceBuilder: String? = nil

    static func fixes(_ before: String, to after: String, development: String? = nil, interfaceBuilder: String? = nil) -> FixExample {
        FixExample(before: before, development: development, after: after, interfaceBuilder: interfaceBuilder)
    }

    static func leaves(_ before: String, development: String? = nil, interfaceBuilder: String? = nil) -> FixExample {
        FixExample(before: before, development: development, after: nil, interfaceBuilder: interfaceBuilder)
    }

    /// A storyboard with one label, `Ttl-9x-abc`.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="Scn-0a-aaa"><objects><viewController id="VC0-0a-aaa"><view key="view" id="Vew-0a-aaa">
                <subviews><label text="Welcome" id="Ttl-9x-abc"/></subviews>
            </view></viewController></objects></scene></scenes>
        </document>

        """
}
