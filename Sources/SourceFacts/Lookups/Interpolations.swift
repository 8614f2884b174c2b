/// The code inside a Swift string literal's interpolations (`"\(L10n.Greeting.title)!"`,
/// `"\(NSLocalizedString("key", comment: ""))"`): the tokenizer keeps a literal whole, so lookups and
/// accessor references written there are found by reading each interpolation as code of its own.
enum Interpolations {
    /// One interpolation's code: its bytes' range in the file, and the line and column it starts at.
    struct Segment: Equatable {
        let bytes: Range<Int>
        let line: Int
        let column: Int
    }

    /// The interpolations of the string literal token at `index` that may hold a call or an accessor
    /// (a `(` or a `.`; `"\(count)"` holds neither).
    static func segments(in source: TokenView, at index: Int) -> [Segment] {
        let token = source.tokens[index]
        let start = Int(token.start), end = Int(token.end)
        let bytes = source.bytes
        var hashes = 0
        while start + hashes < end, bytes[start + hashes] == UInt8(ascii: "#") { hashes += 1 }
        var found: [Segment] = []
        var at = start + hashes
        while at < end {
            guard bytes[at] == UInt8(ascii: "\\") else {
                at += 1
                continue
            }
            var open = at + 1
            var marks = 0
            while marks < hashes, open < end, bytes[open] == UInt8(ascii: "#") {
                open += 1
                marks += 1
            }
            guard marks == hashes, open < end, bytes[open] == UInt8(ascii: "(") else {
                at += hashes == 0 ? 2 : 1  // an escape (`\"`, `\\`) in a plain literal; in a raw one, text
                continue
            }
            guard let close = closing(bytes, from: open + 1, end: end) else { break }
            let code = (open + 1)..<close
            if bytes[code].contains(where: { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ".") }) {
                let (line, column) = position(of: code.lowerBound, in: source, token: token)
                found.append(Segment(bytes: code, line: line, column: column))
            }
            at = close + 1
        }
        return found
    }

    /// The `)` that closes an interpolation opened before `from`, skipping parentheses and string
    /// literals inside it.
    private static func closing(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, end: Int) -> Int? {
        var depth = 1
        var at = from
        while at < end {
            switch bytes[at] {
            case UInt8(ascii: "\""):
                at += 1
                while at < end, bytes[at] != UInt8(ascii: "\"") { at += bytes[at] == UInt8(ascii: "\\") ? 2 : 1 }
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return at }
            default: break
            }
            at += 1
        }
        return nil
    }

    /// The line and column (in characters) of byte `offset`, inside the token.
    private static func position(of offset: Int, in source: TokenView, token: Token) -> (Int, Int) {
        var line = Int(token.line), column = Int(token.column)
        for at in Int(token.start)..<offset {
            let byte = source.bytes[at]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
