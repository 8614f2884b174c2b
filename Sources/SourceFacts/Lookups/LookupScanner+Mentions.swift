import DevToolsCore
import Foundation

/// Keys the code writes without looking them up where it writes them: an interpolated literal shaped like
/// a key (a pattern of keys built at run time) and runs of adjacent Objective-C literals (one key).
extension LookupScanner {
    /// The literal characters an interpolated literal away from a lookup must start with to keep keys.
    static let minimumMentionPrefix = 3

    /// An interpolated Swift literal written like a key (no whitespace in its text: `"device_verification_emoji_\(name)"`,
    /// `"\(prefix).title"`), wherever it is (a wrapper's argument, a variable): a key built at run time,
    /// in any table. Prose (`"Hello \(name)"`) is no pattern, unless it is handed to the app's own
    /// localizing function (`localizedString("Open \(title) settings")`, `"Open \(title)".localized`:
    /// stats' module tooltips), which looks the text up as a key.
    static func mentionedPattern(_ literal: StringLiteralValue, at token: Token, file: String, localizing: Bool = false) -> BuiltKey? {
        let segments = literal.text.components(separatedBy: "%@")
        guard segments.count == literal.interpolations + 1, localizing || !literal.text.contains(where: \.isWhitespace) else { return nil }
        // Away from a lookup, a literal that starts with a value (`"\(sensorID)_level"`, an identifier
        // built for something else) says too little to keep keys by: a key prefix is wanted. Handed to a
        // localizing function it is a key whatever its shape (passforios' `"\(name)Error.".localize()`).
        guard segments[0].count >= minimumMentionPrefix || localizing else { return nil }
        let key = BuiltKey(
            segments: segments, table: nil, location: SourceLocation(file: file, line: Int(token.line), column: Int(token.column)))
        return key.isSpecific ? key : nil
    }

    /// Whether the literal at `index` is the first argument of a call whose name says it localizes
    /// (`localizedString(`, `localized(`: an app's wrapper), or the receiver of `.localized`, directly or
    /// through a constant the file hands on so later (`let key = "\(name)Error."` … `key.localize()`).
    /// `localizedNames`: the file's `localizedNames(in:)`, asked only for such a constant.
    static func isLocalizingArgument(_ source: TokenView, _ index: Int, localizedNames: () -> [String: Int]) -> Bool {
        if isLocalized(source, at: index) { return true }
        guard let name = constantName(source, assignedAt: index) else { return false }
        return (localizedNames()[source.text(name)] ?? -1) > index
    }

    /// `let NAME = <literal>` (or `var`): the constant's name token, when the literal is its whole value.
    private static func constantName(_ source: TokenView, assignedAt index: Int) -> Int? {
        guard CallArguments.isPunctuation(source, index - 1, "="), index >= 3, source.tokens[index - 2].kind == .identifier,
            ["let", "var"].contains(where: { source.bytes(of: index - 3).elementsEqual($0.utf8) }),
            !CallArguments.isPunctuation(source, index + 1, "+")
        else { return nil }
        return index - 2
    }

    /// The identifiers the file hands to a localizing function, each with the last token where it does:
    /// one pass over the file, however many constants ask.
    static func localizedNames(in source: TokenView) -> [String: Int] {
        var names: [String: Int] = [:]
        for at in source.tokens.indices where source.tokens[at].kind == .identifier && isLocalized(source, at: at) {
            names[source.text(at)] = at
        }
        return names
    }

    /// Whether the token at `index` is a localizing call's first argument or its receiver.
    private static func isLocalized(_ source: TokenView, at index: Int) -> Bool {
        let tokens = source.tokens
        if CallArguments.isPunctuation(source, index - 1, "("), index >= 2, tokens[index - 2].kind == .identifier {
            // Foundation's and SwiftUI's own forms are lookups (their built keys are found there), not wrappers.
            let name = UnsafeBufferPointer(rebasing: source.bytes(of: index - 2))
            return name.contains(bytes: localizingWord) && !isSwiftForm(source, callee: index - 2)
        }
        let after = index + 1
        guard CallArguments.isPunctuation(source, after, "."), after + 1 < tokens.count, tokens[after + 1].kind == .identifier else {
            return false
        }
        return UnsafeBufferPointer(rebasing: source.bytes(of: after + 1)).contains(bytes: localizingWord)
    }

    private static let localizingWord = Array("ocaliz".utf8)

    /// The text of each run of adjacent Objective-C literals (`@"Part one. " "Part two."`): a key written
    /// that way is mentioned as one string.
    static func joinedLiterals(in source: TokenView) -> [String] {
        var joined: [String] = []
        var index = 0
        while index < source.tokens.count {
            guard source.tokens[index].kind == .string else {
                index += 1
                continue
            }
            let end = AdjacentLiterals.end(source, from: index, swift: false)
            if end - index > 1, let value = AdjacentLiterals.value(source, index..<end, swift: false) { joined.append(value.text) }
            index = end
        }
        return joined
    }
}
