import DevToolsCore

/// A key argument that is no literal, read as the pattern of the keys it builds (see `BuiltKey`):
/// literals (and the file's constants, see `FileConstants`) joined with `+`, a Swift literal's
/// `\(…)`, `String(format:)`'s and `stringWithFormat:`'s format, `stringByAppendingString:`. Anything
/// else is a value code supplies at run time.
enum KeyExpression {
    private enum Piece: Equatable {
        case text(String)
        case any
    }

    /// The literal parts of the key `tokens` build, with a run-time value between each two (see
    /// `BuiltKey.segments`); `nil` when they build nothing this can tell (a variable alone).
    static func segments(_ source: TokenView, _ tokens: Range<Int>, constants: FileConstants) -> [String]? {
        let pieces = pieces(source, tokens, constants: constants, depth: 0)
        guard pieces.contains(where: { $0 != .any }) else { return nil }
        var segments = [""]
        var afterAny = false
        for piece in pieces {
            switch piece {
            case .text(let text):
                segments[segments.count - 1] += text
                afterAny = false
            case .any:
                if !afterAny { segments.append("") }
                afterAny = true
            }
        }
        return segments
    }

    private static func pieces(_ source: TokenView, _ tokens: Range<Int>, constants: FileConstants, depth: Int) -> [Piece] {
        guard !tokens.isEmpty, depth < 8, tokens.upperBound <= source.tokens.count else { return [.any] }
        let swift = source.language == .swift
        if swift {
            let operands = split(source, tokens, at: "+")
            if operands.count > 1 { return operands.flatMap { pieces(source, $0, constants: constants, depth: depth + 1) } }
        }
        if let value = AdjacentLiterals.value(source, tokens, swift: swift) {
            guard value.interpolations > 0 else { return [.text(value.text)] }
            // Swift's `\(…)` is `%@` in the value.
            return value.text.components(separatedBy: "%@").enumerated().flatMap {
                $0.offset == 0 ? [.text($0.element)] : [.any, .text($0.element)]
            }
        }
        if let value = constants.value(of: tokens) { return [.text(value)] }
        let first = tokens.lowerBound
        let last = tokens.upperBound - 1
        // `( … )`
        if CallArguments.isPunctuation(source, first, "("), source.tokens[first].partner == last {
            return pieces(source, (first + 1)..<last, constants: constants, depth: depth + 1)
        }
        // `String(format: "item_%@", x)`
        if swift, tokens.count >= 3, source.tokens[first].kind == .identifier, source.text(first) == "String",
            CallArguments.isPunctuation(source, first + 1, "("), source.tokens[first + 1].partner == last,
            let format = CallArguments(source, open: first + 1)?.argument(at: 1), format.label == "format"
        {
            return formatPieces(source, format.tokens, constants: constants)
        }
        // `[NSString stringWithFormat:@"item_%@", x]`, `[@"state_" stringByAppendingString:s]`
        if !swift, CallArguments.isPunctuation(source, first, "["), source.tokens[first].partner == last {
            return messagePieces(source, (first + 1)..<last, constants: constants, depth: depth)
        }
        return [.any]
    }

    private static func messagePieces(_ source: TokenView, _ inside: Range<Int>, constants: FileConstants, depth: Int) -> [Piece] {
        var at = inside.lowerBound
        while at < inside.upperBound {
            if source.tokens[at].partner > at {
                at = Int(source.tokens[at].partner) + 1
                continue
            }
            guard source.tokens[at].kind == .identifier, CallArguments.isPunctuation(source, at + 1, ":"), at > inside.lowerBound else {
                at += 1
                continue
            }
            let receiver = inside.lowerBound..<at
            let argument = split(source, (at + 2)..<inside.upperBound, at: ",").first ?? ((at + 2)..<(at + 2))
            switch source.text(at) {
            case "stringWithFormat", "initWithFormat", "localizedStringWithFormat":
                return formatPieces(source, argument, constants: constants)
            case "stringByAppendingString":
                return pieces(source, receiver, constants: constants, depth: depth + 1)
                    + pieces(source, argument, constants: constants, depth: depth + 1)
            case "stringByAppendingFormat":
                return pieces(source, receiver, constants: constants, depth: depth + 1)
                    + formatPieces(source, argument, constants: constants)
            default:
                return [.any]
            }
        }
        return [.any]
    }

    /// A format's text, each specifier a run-time value (`item_%@` → `item_`, any).
    private static func formatPieces(_ source: TokenView, _ tokens: Range<Int>, constants: FileConstants) -> [Piece] {
        guard let format = AdjacentLiterals.value(source, tokens, swift: source.language == .swift)?.text ?? constants.value(of: tokens)
        else { return [.any] }
        var pieces: [Piece] = []
        var text = ""
        var scalars = format.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "%" else {
                text.unicodeScalars.append(scalar)
                continue
            }
            if scalars.first == "%" {
                text += "%"
                scalars.removeFirst()
                continue
            }
            while let next = scalars.first, "0123456789$#-+ .'hlqLzjt*".unicodeScalars.contains(next) { scalars.removeFirst() }
            if scalars.first != nil { scalars.removeFirst() }
            pieces += [.text(text), .any]
            text = ""
        }
        return pieces + [.text(text)]
    }

    /// The parts of `tokens` between the one-character punctuation `separator` at their own depth.
    private static func split(_ source: TokenView, _ tokens: Range<Int>, at separator: Unicode.Scalar) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = tokens.lowerBound
        var at = tokens.lowerBound
        while at < tokens.upperBound {
            if CallArguments.isPunctuation(source, at, separator) {
                parts.append(start..<at)
                start = at + 1
            } else if source.tokens[at].partner > at {
                at = min(Int(source.tokens[at].partner), tokens.upperBound - 1)
            }
            at += 1
        }
        parts.append(start..<tokens.upperBound)
        return parts
    }
}
