/// SwiftUI text no one can read: drawn redacted (`Text("Unknown lower").frame(…).redacted(reason:
/// .placeholder)` shows grey bars the shape of the text, a widget's stand-in while its data loads),
/// hidden (`.hidden()`) or fully transparent (`.opacity(0)`, text that only reserves its space). Its
/// literal is no text a user reads and no translation needs it (Home Assistant's lock-screen widget:
/// three such `missing-key` findings; Aidoku's `Text("empty").opacity(0)`). Only the modifiers chained on
/// the text's own view are read: a container redacted as a whole (`VStack { … }.redacted(…)`) may hold
/// text shown elsewhere too.
enum InvisibleText {
    /// Whether the modifier chain after the call closed at `close` hides the text.
    static func follows(_ source: TokenView, close: Int) -> Bool {
        let tokens = source.tokens
        var dot = close + 1
        while CallArguments.isPunctuation(source, dot, "."), dot + 1 < tokens.count, tokens[dot + 1].kind == .identifier {
            let name = dot + 1
            if isPlaceholderRedaction(source, name: name) || hides(source, name: name) { return true }
            var next = name + 1
            // `.frame(…)`, then a trailing closure (`.overlay { … }`); `.bold` has neither.
            for bracket: Unicode.Scalar in ["(", "{"] where CallArguments.isPunctuation(source, next, bracket) {
                guard tokens[next].partner > next else { return false }
                next = Int(tokens[next].partner) + 1
            }
            dot = next
        }
        return false
    }

    /// Whether the text at `callee` is inside a placeholder view: a type named `Placeholder…`,
    /// `…Placeholder`, `Skeleton…` or `…Skeleton`, or a member named `placeholder` (Aidoku's
    /// `PlaceholderMangaScroller`, shown only redacted while its data loads, and `static var placeholder:
    /// some View`). Only asked in a file that spells one of the words.
    static func isInPlaceholderView(_ source: TokenView, callee: Int) -> Bool {
        var inner = callee
        while let body = EnclosingBodies.body(around: inner, in: source) {
            let header = EnclosingBodies.header(of: body.lowerBound, in: source)
            for index in header where source.tokens[index].kind == .identifier && index > header.lowerBound {
                let introducer = source.text(index - 1)
                let name = source.text(index)
                if ["struct", "class", "enum", "extension"].contains(introducer), isPlaceholderName(name) { return true }
                if ["var", "func"].contains(introducer), name == "placeholder" { return true }
            }
            inner = body.lowerBound
        }
        return false
    }

    private static func isPlaceholderName(_ name: String) -> Bool {
        ["Placeholder", "Skeleton"].contains { name.hasPrefix($0) || name.hasSuffix($0) }
    }

    /// Whether a file may hold placeholder views (see `isInPlaceholderView`): most do not, and need no walk.
    static func mayHoldPlaceholderViews(_ source: TokenView) -> Bool {
        source.bytes.contains(bytes: Array("laceholder".utf8)) || source.bytes.contains(bytes: Array("keleton".utf8))
    }

    /// `hidden ( )` or `opacity ( 0 )` from the modifier's name.
    private static func hides(_ source: TokenView, name: Int) -> Bool {
        let word = source.bytes(of: name)
        if word.elementsEqual("hidden".utf8) {
            return CallArguments.isPunctuation(source, name + 1, "(") && CallArguments.isPunctuation(source, name + 2, ")")
        }
        guard word.elementsEqual("opacity".utf8), name + 3 < source.tokens.count, CallArguments.isPunctuation(source, name + 1, "("),
            CallArguments.isPunctuation(source, name + 3, ")")
        else { return false }
        return ["0", "0.0"].contains { source.bytes(of: name + 2).elementsEqual($0.utf8) }
    }

    /// `redacted ( reason : . placeholder )` from the modifier's name.
    private static func isPlaceholderRedaction(_ source: TokenView, name: Int) -> Bool {
        guard name + 6 < source.tokens.count, source.bytes(of: name).elementsEqual("redacted".utf8),
            CallArguments.isPunctuation(source, name + 1, "("), source.bytes(of: name + 2).elementsEqual("reason".utf8),
            CallArguments.isPunctuation(source, name + 3, ":"), CallArguments.isPunctuation(source, name + 4, "."),
            source.bytes(of: name + 5).elementsEqual("placeholder".utf8), CallArguments.isPunctuation(source, name + 6, ")")
        else { return false }
        return true
    }
}
