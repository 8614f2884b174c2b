/// What the scanners read: a file's bytes and the tokens `first..<end` of it, with cheap comparisons
/// that never build a String. Plain pointers into memory the extractor owns, so copying a window into
/// each scanner costs nothing.
///
/// A small file is one complete window. A large one is scanned a window at a time, so its tokens are
/// never all in memory: each window owns the tokens up to `ownedEnd`, where no bracket is open, and
/// holds some tokens before and after for the scanners to look around. A scanner that reaches past
/// them (broken code with unbalanced brackets can make a lookup run far) sets `overrun`, and the
/// extractor scans that file again as one complete window, so the facts never depend on the windows.
struct TokenWindow {
    let bytes: UnsafePointer<UInt8>
    /// The token at index `first` of the file.
    let tokens: UnsafePointer<Token>
    let first: Int
    let end: Int
    /// The token index where this window's share of the file ends (`end` for the last window).
    let ownedEnd: Int
    /// Whether `end` is the end of the file: no token exists at or after it.
    let isComplete: Bool
    /// Every preprocessor conditional up to `end`, each placed before the token that follows it.
    let conditionals: UnsafeBufferPointer<ConditionalDirective>
    let language: SourceLanguage
    let overrun: UnsafeMutablePointer<Bool>
    /// Makes the Strings of token texts (kept alive by whoever made the window).
    let interner: Unmanaged<TextInterner>

    /// A pointer for an empty buffer (an empty array may have none), never read through.
    static func nowhere<Pointee>() -> UnsafePointer<Pointee> {
        UnsafePointer(bitPattern: MemoryLayout<Pointee>.alignment)!
    }

    /// Whether token `index` exists (`index` ≥ 0): inside the window, or, past its end, never when the
    /// window is complete (past the end of an incomplete window is an overrun).
    @inline(__always)
    func has(_ index: Int) -> Bool {
        if index < end { return true }
        if !isComplete { overrun.pointee = true }
        return false
    }

    /// Token `index`, which must exist in the file; one outside the window is an overrun.
    @inline(__always)
    subscript(index: Int) -> Token {
        if index >= first, index < end { return tokens[index &- first] }
        return outside(index)
    }

    private func outside(_ index: Int) -> Token {
        precondition(index >= 0 && (index < first || !isComplete), "token \(index) is not in the file")
        overrun.pointee = true
        return Token(kind: .punctuation, start: 0, end: 0, line: 1, column: 1)
    }

    /// Whether token `index` exists and is in the window; outside the file, `false`.
    @inline(__always)
    private func holds(_ index: Int) -> Bool {
        if index >= first, index < end { return true }
        if index >= 0, index < first || !isComplete { overrun.pointee = true }
        return false
    }

    /// The token's text.
    func text(_ index: Int) -> String {
        let token = self[index]
        return interner.takeUnretainedValue().string(
            UnsafeBufferPointer(start: bytes + Int(token.start), count: Int(token.end - token.start)))
    }

    /// The texts of the tokens in `range`, one after another (with `separator` between them): one
    /// String made at once, where joining each token's String would make one per token.
    func text(joining range: Range<Int>, separator: UInt8? = nil) -> String {
        let gap = separator == nil ? 0 : 1
        var length = 0
        for index in range { length += Int(self[index].end - self[index].start) + gap }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(length, 1)) { buffer in
            var offset = 0
            for index in range {
                if let separator, index != range.lowerBound {
                    buffer[offset] = separator
                    offset += 1
                }
                let token = self[index]
                for byte in UnsafeBufferPointer(start: bytes + Int(token.start), count: Int(token.end - token.start)) {
                    buffer[offset] = byte
                    offset += 1
                }
            }
            return interner.takeUnretainedValue().string(UnsafeBufferPointer(rebasing: buffer[..<offset]))
        }
    }

    /// The first byte of the token's text.
    @inline(__always)
    func firstByte(_ index: Int) -> UInt8 {
        bytes[Int(self[index].start)]
    }

    /// Whether token `index` exists and its text is exactly `text`.
    @inline(__always)
    func `is`(_ index: Int, _ text: StaticString) -> Bool {
        holds(index) && matches(tokens[index &- first], text)
    }

    /// Whether `token`'s text is exactly `text`.
    @inline(__always)
    func matches(_ token: Token, _ text: StaticString) -> Bool {
        let length = Int(token.end &- token.start)
        guard length == text.utf8CodeUnitCount else { return false }
        let start = bytes + Int(token.start)
        let expected = text.utf8Start
        if start[0] != expected[0] { return false }
        var offset = 1
        while offset < length {
            if start[offset] != expected[offset] { return false }
            offset += 1
        }
        return true
    }

    /// The first byte of `token`'s text (for punctuation, all of it).
    @inline(__always)
    func firstByte(of token: Token) -> UInt8 {
        bytes[Int(token.start)]
    }

    /// Whether token `index` exists and is one byte of punctuation, `byte`.
    @inline(__always)
    func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
        guard holds(index) else { return false }
        let token = tokens[index &- first]
        return token.kind == .punctuation && bytes[Int(token.start)] == byte
    }

    /// Whether token `index` is an identifier (of any text).
    @inline(__always)
    func isIdentifier(_ index: Int) -> Bool {
        holds(index) && tokens[index &- first].kind == .identifier
    }

    /// Whether token `index`'s text starts with `prefix` (an ASCII word), as `String.hasPrefix` decides:
    /// by bytes, unless a non-ASCII byte follows, which could join the prefix's last character.
    func hasPrefix(_ index: Int, _ prefix: StaticString) -> Bool {
        guard holds(index) else { return false }
        let token = tokens[index &- first]
        let length = Int(token.end - token.start), count = prefix.utf8CodeUnitCount
        guard length >= count else { return false }
        let start = bytes + Int(token.start)
        for offset in 0..<count where start[offset] != prefix.utf8Start[offset] { return false }
        if length > count, start[count] >= 0x80 { return text(index).hasPrefix(prefix.description) }
        return true
    }

    /// Whether token `index`'s text ends with `suffix` (an ASCII word), as `String.hasSuffix` decides:
    /// by bytes, unless a non-ASCII byte precedes, which could join the suffix's first character.
    func hasSuffix(_ index: Int, _ suffix: StaticString) -> Bool {
        guard holds(index) else { return false }
        let token = tokens[index &- first]
        let length = Int(token.end - token.start), count = suffix.utf8CodeUnitCount
        guard length >= count else { return false }
        let start = bytes + Int(token.end) - count
        for offset in 0..<count where start[offset] != suffix.utf8Start[offset] { return false }
        if length > count, start[-1] >= 0x80 { return text(index).hasSuffix(suffix.description) }
        return true
    }

    /// Whether token `index`'s first character is uppercase (`Character.isUppercase`), by its first byte
    /// when that is ASCII.
    func startsUppercase(_ index: Int) -> Bool {
        let byte = firstByte(index)
        if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return text(index).first?.isUppercase == true
    }

    /// In the bracketed list opened at `open` (`(a, b)`, `{key, value}`), the index just past its first
    /// element: the first comma at the list's own depth, or the closing bracket.
    func endOfFirstElement(openedAt open: Int) -> Int {
        let close = matchingClose(open)
        var end = open + 1
        var depth = 0
        while end < close {
            let token = self[end]
            if token.kind == .punctuation, token.end - token.start == 1 {
                switch bytes[Int(token.start)] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                case UInt8(ascii: ","): if depth == 0 { return end }
                default: break
                }
            }
            end += 1
        }
        return end
    }

    /// The index of the token that closes the bracket opened at `index` (`(`, `[`, `{`), or the last
    /// token when the file ends first.
    func matchingClose(_ index: Int) -> Int {
        let token = self[index]
        if token.partner >= 0 { return Int(token.partner) }
        if token.kind == .punctuation {
            switch bytes[Int(token.start)] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                // Not closed in the tokens so far: in a complete window, never.
                if !isComplete { overrun.pointee = true }
                return end - 1
            default:
                break
            }
        }
        return scanForClose(from: index)
    }

    /// The same, by counting brackets, from a token that opens none.
    private func scanForClose(from index: Int) -> Int {
        var depth = 0
        var cursor = index
        while has(cursor) {
            let token = self[cursor]
            if token.kind == .punctuation {
                switch bytes[Int(token.start)] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return cursor }
                default: break
                }
            }
            cursor += 1
        }
        return cursor - 1
    }
}
