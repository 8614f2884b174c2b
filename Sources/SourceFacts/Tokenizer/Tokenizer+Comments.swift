/// Comments and preprocessor lines: skipped, or (a directive) noted for the conditionals.
extension Tokenizer {
    mutating func skipLineComment() {
        var next = position
        let end = bytes.count
        while next < end, bytes[next] != 0x0A { next += 1 }
        position = next
    }

    /// Whether no byte is above 0x7F, eight bytes at a time.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var high: UInt64 = 0
        var offset = 0
        while offset + 8 <= bytes.count {
            high |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < bytes.count {
            high |= UInt64(base[offset])
            offset += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }

    /// `/* … */`; in Swift, comments nest.
    mutating func skipBlockComment() {
        position += 2
        var depth = 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x0A { newline(at: position) }
            if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                position += 2
                depth -= 1
                if depth == 0 || !language.isSwift { return }
                continue
            }
            if language.isSwift, byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
                continue
            }
            position += 1
        }
    }

    /// In Objective-C every `#` line is a directive; in Swift only the conditional-compilation ones are
    /// (`#selector`, `#available` and raw strings are code).
    @inline(__always)
    func isDirectiveLine() -> Bool {
        guard language.isSwift else { return true }
        var end = position + 1
        while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[(position + 1)..<end]), as: UTF8.self)
        return ["if", "else", "elseif", "endif", "sourceLocation", "warning", "error"].contains(word)
    }

    /// To the end of the line, following `\` continuations (comments inside are skipped with it); a
    /// conditional is noted before the token that follows it.
    mutating func skipDirective() {
        var wordStart = position + 1
        while wordStart < bytes.count, bytes[wordStart] == 0x20 || bytes[wordStart] == 0x09 { wordStart += 1 }
        var wordEnd = wordStart
        while wordEnd < bytes.count, Self.isIdentifierByte(bytes[wordEnd]) { wordEnd += 1 }
        if wordEnd > wordStart, wordEnd - wordStart <= 8,
            let kind = ConditionalDirective.kind(of: UnsafeBufferPointer(rebasing: bytes[wordStart..<wordEnd]))
        {
            conditionals.append(ConditionalDirective(kind: kind, tokenIndex: Int32(nextIndex)))
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\"), peek(1) == 0x0A {
                position += 2
                newline(at: position - 1)
                continue
            }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") { skipBlockComment(); continue }
            if byte == 0x0A { return }
            position += 1
        }
    }

    /// Letters, `_`, `$` and every byte of a multi-byte character.
    @inline(__always)
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        if byte >= 0x80 { return true }
        // Bit `n` of the word for bytes 0–63 or 64–127 is byte `n` of that half: `$`; letters and `_`.
        let bits: UInt64 = byte < 64 ? 1 << 0x24 : 0x07FF_FFFE_87FF_FFFE
        return bits >> UInt64(byte & 63) & 1 == 1
    }

    /// The same and digits.
    @inline(__always)
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        if byte >= 0x80 { return true }
        let bits: UInt64 = byte < 64 ? 1 << 0x24 | 0x03FF << 0x30 : 0x07FF_FFFE_87FF_FFFE
        return bits >> UInt64(byte & 63) & 1 == 1
    }

    /// `R`, `u`, `L`, `U`: the first bytes of the C++ raw string prefixes.
    @inline(__always)
    static func mayStartCPlusPlusRawString(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "R") || byte == UInt8(ascii: "u") || byte == UInt8(ascii: "L") || byte == UInt8(ascii: "U")
    }
}
