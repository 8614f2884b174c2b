import DevToolsCore
import Foundation

/// Lookups written as Objective-C messages: `[bundle localizedStringForKey:value:table:]` and a
/// project's own wrapper methods, with the receiver that says which bundle is read.
extension LookupScanner {
    private static let mainBundles: Set<String> = [
        "nil", "NULL", "Nil", "Bundle.main", ".main", "main", "NSBundle.mainBundle", "[NSBundlemainBundle]", "NSBundle.mainBundle()",
        "Bundle.module", ".module", "SWIFTPM_MODULE_BUNDLE",
    ]

    /// `localizedStringForKey:@"keyword_" keyword value:…` in a macro's body (owncloud's
    /// `#define TranslateKeyword(keyword) …`): the literal and the macro's parameter pasted after it are
    /// one key at each use, `keyword_*`, in whichever table.
    static func pastedKeyPattern(_ source: TokenView, at index: Int, file: String) -> BuiltKey? {
        guard CallArguments.isPunctuation(source, index + 1, ":"), index + 2 < source.tokens.count,
            source.tokens[index + 2].kind == .string
        else { return nil }
        let keyEnd = AdjacentLiterals.end(source, from: index + 2, swift: false)
        guard keyEnd + 1 < source.tokens.count, source.tokens[keyEnd].kind == .identifier,
            !CallArguments.isPunctuation(source, keyEnd + 1, ":"),
            let prefix = literal(source, CallArguments.Argument(label: nil, tokens: (index + 2)..<keyEnd), swift: false, constants: nil)
        else { return nil }
        let token = source.tokens[index]
        return BuiltKey(
            segments: [prefix.text, ""], table: nil, location: SourceLocation(file: file, line: Int(token.line), column: Int(token.column)))
    }

    /// The patterns of `pastedKeyPattern` in the file's `#define` lines, which the tokenizer skips: read
    /// from the bytes, only in a file that says `localizedStringForKey` at all.
    static func pastedKeyPatternsInDefines(_ source: TokenView, file: String) -> [BuiltKey] {
        let selector = Array("localizedStringForKey".utf8)
        guard source.bytes.contains(bytes: selector) else { return [] }
        var patterns: [BuiltKey] = []
        DefineDirectives.forEach(in: source.bytes, where: { $0.contains(bytes: selector) }) { text, line in
            TokenizedSource(bytes: text, language: .objectiveC).withView { view in
                for index in view.tokens.indices where view.tokens[index].kind == .identifier && view.text(index) == "localizedStringForKey"
                {
                    if let pattern = pastedKeyPattern(view, at: index, file: file), pattern.isSpecific {
                        patterns.append(
                            BuiltKey(segments: pattern.segments, table: nil, location: SourceLocation(file: file, line: line, column: 1)))
                    }
                }
            }
        }
        return patterns
    }

    /// `[bundle localizedStringForKey:@"key" value:@"…" table:@"Table"]`.
    static func messageLookup(_ source: TokenView, at index: Int, file: String, constants: FileConstants) -> KeyLookup? {
        guard CallArguments.isPunctuation(source, index + 1, ":"), index + 2 < source.tokens.count else { return nil }
        let keyEnd = max(AdjacentLiterals.end(source, from: index + 2, swift: false), index + 3)
        guard
            let key = literal(source, CallArguments.Argument(label: nil, tokens: (index + 2)..<keyEnd), swift: false, constants: constants)
        else { return nil }
        let part = { (label: String) in messagePart(source, label, after: keyEnd) }
        var table: String?
        if let range = part("table") {
            guard let named = tableName(source, CallArguments.Argument(label: "table", tokens: range), swift: false, constants: constants)
            else { return nil }
            table = named
        }
        let value = part("value").map { CallArguments.Argument(label: "value", tokens: $0) }
        let hasDefault = value.map { givesDefault(source, $0, swift: false, constants: constants) } ?? false
        let token = source.tokens[index]
        let start = messageStart(source, index)
        return KeyLookup(
            key: key.text, table: table, hasDefault: hasDefault,
            codeValue: hasDefault ? value.flatMap { literal(source, $0, swift: false, constants: constants)?.text } : nil,
            isFormat: isFormatArgument(source, start), isInOtherBundle: start < index && !isMainBundle(source, (start + 1)..<index),
            function: "localizedStringForKey:value:table:",
            location: SourceLocation(file: file, line: Int(token.line), column: Int(token.column)))
    }

    /// The argument of the message part `label` (`table:`) after `start`, up to the message's `]`.
    private static func messagePart(_ source: TokenView, _ label: String, after start: Int) -> Range<Int>? {
        var at = start
        while at + 2 < source.tokens.count, !CallArguments.isPunctuation(source, at, "]") {
            if source.tokens[at].partner > at {
                at = Int(source.tokens[at].partner) + 1
                continue
            }
            if source.tokens[at].kind == .identifier, source.text(at) == label, CallArguments.isPunctuation(source, at + 1, ":") {
                return (at + 2)..<max(AdjacentLiterals.end(source, from: at + 2, swift: false), at + 3)
            }
            at += 1
        }
        return nil
    }

    /// `[bundle localizedStringForKey:self.title value:nil table:@"MainMenu"]`: a named table read by a
    /// key the code computes (OpenEmu titles its menu items so), which may be any of its keys; not a
    /// wrapper method's own parameter, whose callers give the keys.
    static func computedKeyMessage(_ source: TokenView, at index: Int, file: String, constants: FileConstants) -> BuiltKey? {
        guard CallArguments.isPunctuation(source, index + 1, ":"), index + 2 < source.tokens.count else { return nil }
        // The key: up to the next part's name (`value:`), or the message's end.
        var keyEnd = index + 2
        while keyEnd < source.tokens.count, !CallArguments.isPunctuation(source, keyEnd, "]"),
            !(source.tokens[keyEnd].kind == .identifier && CallArguments.isPunctuation(source, keyEnd + 1, ":"))
        {
            keyEnd = source.tokens[keyEnd].partner > keyEnd ? Int(source.tokens[keyEnd].partner) + 1 : keyEnd + 1
        }
        guard keyEnd > index + 2, source.tokens[index + 2].kind != .string, let range = messagePart(source, "table", after: keyEnd),
            case .some(.some(let table)) = tableName(
                source, CallArguments.Argument(label: "table", tokens: range), swift: false, constants: constants),
            table != "Localizable", !ComputedKeyOrigin.isKnown(source, (index + 2)..<keyEnd, around: index)
        else { return nil }
        let token = source.tokens[index]
        return BuiltKey(
            segments: ["", ""], table: table, location: SourceLocation(file: file, line: Int(token.line), column: Int(token.column)))
    }

    /// `[Receiver selector:@"key" …]` for a wrapper `Receiver.selector:N` (or `selector:N`, any receiver):
    /// the key is the argument of the message's Nth part, the table that of its configured part.
    static func wrapperMessageLookup(
        _ source: TokenView, at index: Int, function: LookupFunction, file: String, constants: FileConstants
    ) -> KeyLookup? {
        let start = messageStart(source, index)
        guard start < index, CallArguments.isPunctuation(source, start, "["), source.tokens[start].partner > index else { return nil }
        if function.path.count >= 2 {
            guard index - 1 == start + 1, source.text(index - 1) == function.path[function.path.count - 2] else { return nil }
        }
        // Each part's argument: from after its `:` to the next part's name, or the closing `]`.
        let close = Int(source.tokens[start].partner)
        var starts: [Int] = []
        var at = index
        while at < close {
            if source.tokens[at].partner > at {
                at = Int(source.tokens[at].partner) + 1
                continue
            }
            if source.tokens[at].kind == .identifier, CallArguments.isPunctuation(source, at + 1, ":") {
                starts.append(at + 2)
                at += 2
                continue
            }
            at += 1
        }
        func argument(_ position: Int) -> CallArguments.Argument? {
            guard position >= 1, position <= starts.count else { return nil }
            let end = position < starts.count ? starts[position] - 2 : close
            return starts[position - 1] < end ? CallArguments.Argument(label: nil, tokens: starts[position - 1]..<end) : nil
        }
        guard let keyArgument = argument(function.keyArgument), let key = literal(source, keyArgument, swift: false, constants: constants),
            key.interpolations == 0
        else { return nil }
        var table: String?
        if let position = function.tableArgument, let place = argument(position) {
            guard let named = tableName(source, place, swift: false, constants: constants) else { return nil }
            table = named
        }
        let token = source.tokens[index]
        return KeyLookup(
            key: key.text, table: table, hasDefault: false, isFormat: isFormatArgument(source, start),
            function: function.path.joined(separator: "."),
            location: SourceLocation(file: file, line: Int(token.line), column: Int(token.column)))
    }

    /// The tokens of a receiver chain ending at `end` (`Bundle.main`, `self.bundle`, `bundle`).
    static func receiver(_ source: TokenView, endingAt end: Int) -> Range<Int> {
        var start = end
        while start >= 0, start - 2 >= 0, source.tokens[start].kind == .identifier, CallArguments.isPunctuation(source, start - 1, "."),
            source.tokens[start - 2].kind == .identifier
        {
            start -= 2
        }
        return max(start, 0)..<(end + 1)
    }

    /// The app's own bundle, or none named: `Bundle.main`, `.main`, `[NSBundle mainBundle]`, `nil`, a
    /// package's `Bundle.module`.
    static func isMainBundle(_ source: TokenView, _ tokens: Range<Int>) -> Bool {
        guard !tokens.isEmpty, tokens.upperBound <= source.tokens.count else { return true }
        let text = tokens.map { source.text($0) }.joined()
        return mainBundles.contains(text)
    }

    /// The `[` that opens the message whose selector starts at `index`.
    static func messageStart(_ source: TokenView, _ index: Int) -> Int {
        var at = index - 1
        while at >= 0 {
            if source.tokens[at].partner > index { return at }
            at -= 1
        }
        return index
    }
}
