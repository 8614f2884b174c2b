import DevToolsCore

/// Rule examples are `.strings` files in an `en.lproj` folder, as in an app.
enum StringsExample {
    static let path = "en.lproj/Localizable.strings"

    static func file(_ text: String, count: Int? = nil, line: Int? = nil) -> RuleExample {
        RuleExample(text, file: path, expectedCount: count, expectedLine: line)
    }
}
