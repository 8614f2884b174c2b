/// The title of an App Intent the system never lists: `static var isDiscoverable: Bool = false` keeps it
/// out of Shortcuts, Spotlight and Siri suggestions, so its `static var title: LocalizedStringResource =
/// "…"` is shown to no one (Home Assistant's widget-internal intents, whose authors wrote "No translation
/// needed below, this is not a discoverable intent"). A widget's configuration intent
/// (`WidgetConfigurationIntent`) shows its title in the widget's edit sheet, discoverable or not.
enum HiddenIntentTitle {
    /// Whether the declaration whose name is at `name` (`title` in `static var title: … = "…"`) is the
    /// title of such an intent: the innermost type around it says `isDiscoverable` is `false`.
    static func isTitle(_ source: TokenView, name: Int) -> Bool {
        guard name >= 0, source.bytes(of: name).elementsEqual("title".utf8), let body = EnclosingBodies.body(around: name, in: source)
        else {
            return false
        }
        let header = EnclosingBodies.header(of: body.lowerBound, in: source)
        guard
            !header.contains(where: {
                source.tokens[$0].kind == .identifier && source.bytes(of: $0).elementsEqual("WidgetConfigurationIntent".utf8)
            })
        else { return false }
        var index = body.lowerBound + 1
        while index < body.upperBound {
            let token = source.tokens[index]
            if token.kind == .identifier, source.bytes(of: index).elementsEqual("isDiscoverable".utf8) {
                return saysFalse(source, after: index, before: body.upperBound)
            }
            // Only the type's own members: a nested type's body is skipped.
            index = CallArguments.isPunctuation(source, index, "{") && token.partner > index ? Int(token.partner) + 1 : index + 1
        }
        return false
    }

    /// `: Bool = false`, `{ false }`, `{ return false }` within the few tokens after the name.
    private static func saysFalse(_ source: TokenView, after name: Int, before end: Int) -> Bool {
        for index in (name + 1)..<min(end, name + 7) {
            if source.tokens[index].kind == .identifier, source.bytes(of: index).elementsEqual("false".utf8) { return true }
            if source.tokens[index].kind == .identifier, source.bytes(of: index).elementsEqual("true".utf8) { return false }
        }
        return false
    }
}
