import DevToolsCore

/// Rule examples are `.strings` files in an `en.lproj` folder, as in an app (`↓` marks where a finding
/// must be).
enum StringsExample {
    static let path = "en.lproj/Localizable.strings"

    static func file(_ text: String) -> RuleExample {
        RuleExample(text, file: path)
    }
}
