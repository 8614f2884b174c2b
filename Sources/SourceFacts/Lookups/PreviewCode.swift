/// Swift code that only Xcode's previews run: the body of a `#Preview { … }`, of a type that conforms
/// to `PreviewProvider`, and of an `if` that asks for `XCODE_RUNNING_FOR_PREVIEWS`. Its texts never
/// reach a user, so its lookups are not checked (a real app's previews held a third of its undefined
/// keys); its literals still count as mentions.
enum PreviewCode {
    /// The token ranges of preview code, in file order.
    static func ranges(in source: TokenView) -> [ClosedRange<Int>] {
        var found: [ClosedRange<Int>] = []
        let tokens = source.tokens
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .identifier else { continue }
            let isMacro =
                tokens[index].end - tokens[index].start == 7 && source.text(index) == "Preview"
                && CallArguments.isPunctuation(source, index - 1, "#")
            let isProvider = !isMacro && tokens[index].end - tokens[index].start == 15 && source.text(index) == "PreviewProvider"
            guard isMacro || isProvider else { continue }
            // The body: the first `{` after the name (a macro's arguments and a type's other
            // conformances come before it).
            var at = index + 1
            while at < tokens.count, !CallArguments.isPunctuation(source, at, "{") {
                if isMacro, CallArguments.isPunctuation(source, at, "("), tokens[at].partner > at {
                    at = Int(tokens[at].partner) + 1
                    continue
                }
                if CallArguments.isPunctuation(source, at, ";") || CallArguments.isPunctuation(source, at, "}") { break }
                at += 1
            }
            guard at < tokens.count, CallArguments.isPunctuation(source, at, "{"), tokens[at].partner > at else { continue }
            found.append(at...Int(tokens[at].partner))
            index = Int(tokens[at].partner)
        }
        if source.bytes.contains(bytes: Array(Self.previewVariable.utf8)) {
            found = (found + runningForPreviews(in: source)).sorted { $0.lowerBound < $1.lowerBound }
        }
        return found
    }

    private static let previewVariable = "XCODE_RUNNING_FOR_PREVIEWS"

    /// The bodies of `if …environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" { … }`: code only Xcode's
    /// previews run (swift-paperless's custom-field editor shows its raw and decoded values there).
    private static func runningForPreviews(in source: TokenView) -> [ClosedRange<Int>] {
        var found: [ClosedRange<Int>] = []
        let tokens = source.tokens
        for index in tokens.indices where tokens[index].kind == .string && index + 5 < tokens.count {
            guard source.bytes(of: index).elementsEqual("\"\(previewVariable)\"".utf8), CallArguments.isPunctuation(source, index + 1, "]"),
                CallArguments.isPunctuation(source, index + 2, "="), CallArguments.isPunctuation(source, index + 3, "="),
                source.bytes(of: index + 4).elementsEqual("\"1\"".utf8), CallArguments.isPunctuation(source, index + 5, "{"),
                tokens[index + 5].partner > index + 5
            else { continue }
            found.append((index + 5)...Int(tokens[index + 5].partner))
        }
        return found
    }
}
