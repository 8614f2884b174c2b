extension StringsScanner {
    /// Reads an unquoted string (`pos` on its first character, which must be valid).
    mutating func scanUnquoted() -> ScannedString {
        let start = pos
        while pos < end && ByteClass.isUnquoted(bytes[pos]) { pos += 1 }
        return ScannedString(contentStart: start, contentEnd: pos, start: start, end: pos, isQuoted: false, spansLines: false)
    }

    /// Reads a quoted string, `pos` on its opening `"` or `'`, reading escapes as Apple does (and
    /// reporting the odd ones); with `decoding`, their decoded text goes to `scratch` (a key needs it;
    /// a value is decoded again only if a rule reads it). When the closing quote never comes, returns
    /// nil with `pos` just after the opening quote — where Apple's parser leaves it, which matters to
    /// what it accepts next in a nested value.
    mutating func scanQuoted(decoding: Bool = false) -> ScannedString? {
        guard decoding else { return skimQuoted() }
        let open = pos
        let quote = bytes[open]
        var index = open + 1
        var mark = index
        var hasEscape = false
        var hasASCIICodeEscape = false
        var spansLines = false
        self.decoding = decoding
        let base = bytes.baseAddress!
        while index < end {
            // Eight bytes at a time while none of them is the quote, a backslash or a line break.
            if index + 8 <= end {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                // Line breaks and other control characters: the byte checks below tell them apart.
                let special = WordScan.matches(word, quote) | WordScan.matches(word, ByteClass.backslash) | WordScan.lineBreaks(word)
                if special == 0 {
                    index += 8
                    continue
                }
                index += special.trailingZeroBitCount / 8
            }
            let byte = bytes[index]
            if byte == quote { break }
            if byte == ByteClass.backslash {
                if !hasEscape {
                    hasEscape = true
                    if decoding { scratch.removeAll(keepingCapacity: true) }
                }
                if decoding { scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[mark..<index])) }
                guard index + 1 < end else { break }
                let escape = decodeEscape(backslash: index)
                if escape.isLineBreak { spansLines = true }
                if escape.makesASCIICode { hasASCIICodeEscape = true }
                index = escape.next
                mark = escape.literalStart ?? index
                continue
            }
            if ByteClass.isLineBreak(byte) { spansLines = true }
            index += 1
        }
        guard index < end, bytes[index] == quote else {
            pos = open + 1
            return nil
        }
        if hasEscape && decoding { scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[mark..<index])) }
        pos = index + 1
        return ScannedString(
            hasEscapes: hasEscape, hasASCIICodeEscapes: hasASCIICodeEscape, contentStart: open + 1, contentEnd: index,
            start: open, end: pos, isQuoted: true, spansLines: spansLines
        )
    }

    /// `scanQuoted` without decoding: the same outcome and findings, reached faster. Each eight-byte word
    /// is searched once for the bytes that matter (the quote, a backslash, a line break), and the
    /// escapes that decode to one character and can report nothing (`\"`, `\n`, `\\`, …) are stepped
    /// over without `decodeEscape`.
    private mutating func skimQuoted() -> ScannedString? {
        let open = pos
        let quote = bytes[open]
        var index = open + 1
        var close: Int?
        var hasEscape = false
        var hasASCIICodeEscape = false
        var spansLines = false
        decoding = false
        let base = bytes.baseAddress!
        /// Handles the quote, backslash or line break (or other control character) at `at`; false at the
        /// end of the string.
        func step(at: Int) -> Bool {
            let byte = bytes[at]
            if byte == quote {
                close = at
                return false
            }
            guard byte == ByteClass.backslash else {
                // A line break, or another control character the word test flags with them.
                if ByteClass.isLineBreak(byte) { spansLines = true }
                index = at + 1
                return true
            }
            hasEscape = true
            guard at + 1 < end else { return false }
            switch bytes[at + 1] {
            // " \ ' a b f n r t v
            case ByteClass.quote, ByteClass.backslash, ByteClass.apostrophe, 0x61, 0x62, 0x66, 0x6E, 0x72, 0x74, 0x76:
                index = at + 2
            default:
                let escape = decodeEscape(backslash: at)
                if escape.isLineBreak { spansLines = true }
                if escape.makesASCIICode { hasASCIICodeEscape = true }
                index = escape.next
            }
            return true
        }
        scanning: while index < end {
            guard index + 8 <= end else {
                let byte = bytes[index]
                if byte == quote || byte == ByteClass.backslash || ByteClass.isLineBreak(byte) {
                    if !step(at: index) { break scanning }
                } else {
                    index += 1
                }
                continue
            }
            let wordStart = index
            let word = UnsafeRawPointer(base + wordStart).loadUnaligned(as: UInt64.self)
            var special = WordScan.matches(word, quote) | WordScan.matches(word, ByteClass.backslash) | WordScan.lineBreaks(word)
            while special != 0 {
                if !step(at: wordStart + special.trailingZeroBitCount / 8) { break scanning }
                let consumed = index - wordStart
                if consumed >= 8 { continue scanning }
                special &= ~0 << UInt64(consumed * 8)  // the bytes before `index` are done
            }
            index = wordStart + 8
        }
        guard let close else {
            pos = open + 1
            return nil
        }
        pos = close + 1
        return ScannedString(
            hasEscapes: hasEscape, hasASCIICodeEscapes: hasASCIICodeEscape, contentStart: open + 1, contentEnd: close,
            start: open, end: pos, isQuoted: true, spansLines: spansLines
        )
    }

    /// Turns the decoded bytes of `string`, just read, into its `decoded` text before the next string
    /// overwrites them.
    func keepDecodedText(of string: inout ScannedString) {
        if string.hasEscapes && string.decoded == nil { string.decoded = String(decoding: scratch, as: UTF8.self) }
    }

    /// The text of a scanned string: a key, or the string just read with `decoding`.
    func text(of string: ScannedString) -> String {
        if let decoded = string.decoded { return decoded }
        if string.hasEscapes { return String(decoding: scratch, as: UTF8.self) }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[string.contentStart..<string.contentEnd]), as: UTF8.self)
    }

    /// How an entry keeps a scanned key: its decoded text when it had escapes, else bytes of the source.
    func keyStorage(of key: ScannedString) -> StringsValueStorage {
        guard let source, key.end <= Int(Int32.max), !key.hasEscapes else { return .text(text(of: key)) }
        return .bytes(source, Int32(key.contentStart)..<Int32(key.contentEnd))
    }

    /// How an entry keeps a scanned value: decoded already, or as bytes of the source to decode on demand.
    func storage(of string: ScannedString) -> StringsValueStorage {
        guard let source, string.end <= Int(Int32.max) else { return .text(text(of: string)) }
        if string.hasEscapes {
            return .escaped(source, Int32(string.start)..<Int32(string.end))
        }
        return .bytes(source, Int32(string.contentStart)..<Int32(string.contentEnd))
    }
}
