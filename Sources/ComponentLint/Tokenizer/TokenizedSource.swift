/// A file's bytes and tokens, with cheap comparisons that never build a String.
public struct TokenizedSource: Sendable {
    public let bytes: [UInt8]
    public let tokens: [Token]
    public let language: SourceLanguage
    /// The preprocessor conditionals, in file order, each placed before the token that follows it.
    public let conditionals: [ConditionalDirective]

    public init(bytes: [UInt8], language: SourceLanguage) {
        self.bytes = bytes
        self.language = language
        (tokens, conditionals) = Tokenizer(bytes: bytes, language: language).tokenize()
    }

    public var count: Int { tokens.count }

    public subscript(index: Int) -> Token { tokens[index] }

    /// The token's text.
    public func text(_ index: Int) -> String {
        let token = tokens[index]
        return String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }

    /// Whether token `index` exists and its text is exactly `text`.
    public func `is`(_ index: Int, _ text: StaticString) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        let length = Int(token.end - token.start)
        guard length == text.utf8CodeUnitCount else { return false }
        return text.withUTF8Buffer { expected in
            var offset = Int(token.start)
            for byte in expected {
                if bytes[offset] != byte { return false }
                offset += 1
            }
            return true
        }
    }

    /// Whether token `index` is an identifier (of any text).
    public func isIdentifier(_ index: Int) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .identifier
    }

    /// In the bracketed list opened at `open` (`(a, b)`, `{key, value}`), the index just past its first
    /// element: the first comma at the list's own depth, or the closing bracket.
    public func endOfFirstElement(openedAt open: Int) -> Int {
        let close = matchingClose(open)
        var end = open + 1
        var depth = 0
        while end < close {
            if self.is(end, "(") || self.is(end, "[") || self.is(end, "{") { depth += 1 }
            if self.is(end, ")") || self.is(end, "]") || self.is(end, "}") { depth -= 1 }
            if depth == 0, self.is(end, ",") { break }
            end += 1
        }
        return end
    }

    /// The index of the token that closes the bracket opened at `index` (`(`, `[`, `{`), or the last
    /// token when the file ends first.
    public func matchingClose(_ index: Int) -> Int {
        var depth = 0
        var cursor = index
        while cursor < tokens.count {
            if tokens[cursor].kind == .punctuation {
                switch bytes[Int(tokens[cursor].start)] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return cursor }
                default: break
                }
            }
            cursor += 1
        }
        return tokens.count - 1
    }
}
