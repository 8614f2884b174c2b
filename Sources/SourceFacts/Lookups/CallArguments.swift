/// The arguments of a call whose `(` is at `open` in a token list: each one's label (`tableName` in
/// `tableName: "T"`, nil when unlabeled) and its tokens, split at the commas of the call's own depth
/// (brackets are skipped by their partners).
struct CallArguments {
    struct Argument {
        let label: String?
        /// The tokens of the value, after the label.
        let tokens: Range<Int>
    }

    let arguments: [Argument]

    init?(_ source: TokenView, open: Int) {
        let tokens = source.tokens
        guard open < tokens.count, tokens[open].partner > open else { return nil }
        let close = Int(tokens[open].partner)
        var arguments: [Argument] = []
        var start = open + 1
        var index = open + 1
        while index <= close {
            if index == close || Self.isPunctuation(source, index, ",") {
                if index > start { arguments.append(Self.argument(source, start..<index)) }
                start = index + 1
            } else if tokens[index].partner > index {
                index = Int(tokens[index].partner)
            }
            index += 1
        }
        self.arguments = arguments
    }

    private static func argument(_ source: TokenView, _ range: Range<Int>) -> Argument {
        if range.count >= 2, source.tokens[range.lowerBound].kind == .identifier, isPunctuation(source, range.lowerBound + 1, ":") {
            return Argument(label: source.text(range.lowerBound), tokens: (range.lowerBound + 2)..<range.upperBound)
        }
        return Argument(label: nil, tokens: range)
    }

    /// Whether the token at `index` is the one-character punctuation `text`, by its byte (this runs for
    /// most tokens of every scanned file).
    static func isPunctuation(_ source: TokenView, _ index: Int, _ text: Unicode.Scalar) -> Bool {
        guard index >= 0, index < source.tokens.count else { return false }
        let token = source.tokens[index]
        return token.kind == .punctuation && token.end - token.start == 1 && source.bytes[Int(token.start)] == UInt8(ascii: text)
    }

    /// The argument with `label`, or the unlabeled one at 1-based `position`.
    func argument(labeled label: String) -> Argument? { arguments.first { $0.label == label } }

    func argument(at position: Int) -> Argument? { position >= 1 && position <= arguments.count ? arguments[position - 1] : nil }
}
