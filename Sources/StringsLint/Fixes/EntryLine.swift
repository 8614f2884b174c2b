/// A line that holds exactly one `"key" = "value";` entry and nothing else (but blanks and a trailing
/// `//` comment), with where its parts are. Fixes that rewrite or remove an entry check this first:
/// anything else on the line (a second entry, a block comment, a key spread over lines) is not a
/// mechanical case, and is left to the user.
struct EntryLine {
    /// Each delimiter: the quote's bytes before the text, the text, the quote's bytes after it.
    let keyOpen: Range<Int>
    let key: Range<Int>
    let keyClose: Range<Int>
    let valueOpen: Range<Int>
    let value: Range<Int>
    let valueClose: Range<Int>
    let semicolon: Int?

    /// The straight double quote, and the typographic ones a word processor puts in its place.
    static let straight: [[UInt8]] = [Array("\"".utf8)]
    static let typographic: [[UInt8]] = ["\"", "“", "”", "„"].map { Array($0.utf8) }

    /// Reads line `line`. With straight quotes only, the texts may hold escapes (`\"`); with
    /// typographic ones they may hold no quote of any kind and no backslash, so each delimiter is
    /// unambiguous.
    init?(_ text: FixText, line: Int, quotes: [[UInt8]] = EntryLine.straight) {
        let bytes = text.bytes
        let range = text.content(ofLine: line)
        let escapes = quotes.count == 1
        var at = range.lowerBound
        func skipBlanks() { while at < range.upperBound, bytes[at] == 0x20 || bytes[at] == 0x09 { at += 1 } }
        func quote() -> Range<Int>? {
            for mark in quotes where at + mark.count <= range.upperBound && bytes[at..<at + mark.count].elementsEqual(mark) {
                at += mark.count
                return (at - mark.count)..<at
            }
            return nil
        }
        func quoted() -> (Range<Int>, Range<Int>, Range<Int>)? {
            guard let open = quote() else { return nil }
            let start = at
            while at < range.upperBound {
                let before = at
                if let close = quote() { return (open, start..<before, close) }
                if bytes[at] == UInt8(ascii: "\\") {
                    guard escapes, at + 1 < range.upperBound else { return nil }
                    at += 2
                } else if bytes[at] == UInt8(ascii: "\"") || (!escapes && bytes[at] >= 0x80 && Self.startsQuote(bytes, at, quotes)) {
                    return nil
                } else {
                    at += 1
                }
            }
            return nil
        }
        skipBlanks()
        guard let (keyOpen, key, keyClose) = quoted() else { return nil }
        skipBlanks()
        guard at < range.upperBound, bytes[at] == UInt8(ascii: "=") else { return nil }
        at += 1
        skipBlanks()
        guard let (valueOpen, value, valueClose) = quoted() else { return nil }
        skipBlanks()
        var semicolon: Int?
        if at < range.upperBound, bytes[at] == UInt8(ascii: ";") {
            semicolon = at
            at += 1
            skipBlanks()
        }
        let rest = bytes[at..<range.upperBound]
        guard rest.isEmpty || rest.starts(with: Array("//".utf8)) else { return nil }
        (self.keyOpen, self.key, self.keyClose) = (keyOpen, key, keyClose)
        (self.valueOpen, self.value, self.valueClose) = (valueOpen, value, valueClose)
        self.semicolon = semicolon
    }

    private static func startsQuote(_ bytes: [UInt8], _ at: Int, _ quotes: [[UInt8]]) -> Bool {
        quotes.contains { at + $0.count <= bytes.count && bytes[at..<at + $0.count].elementsEqual($0) }
    }
}
