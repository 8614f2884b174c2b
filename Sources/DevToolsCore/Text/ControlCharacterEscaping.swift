extension String {
    /// The text with every character that could drive a terminal or split a record made visible:
    /// C0 controls but tab (`\n`, `\r`, `\u{1B}` …), DEL, C1 controls, line and paragraph separators, and
    /// the bidirectional overrides that can make code read differently from what it is. A file named
    /// `\u{1B}]0;pwned\u{07}.strings` must not retitle or clear the terminal, nor a newline in a name
    /// split one `xcode` line into two.
    public var escapingControlCharacters: String { escapingControlCharacters(keepingNewlines: false) }

    /// The same, keeping `\n` for formats that encode line breaks themselves (GitHub's `%0A`).
    public func escapingControlCharacters(keepingNewlines: Bool) -> String {
        guard mayNeedEscape(keepingNewlines: keepingNewlines) else { return self }
        let escapes = { (scalar: Unicode.Scalar) in Self.needsEscape(scalar) && !(keepingNewlines && scalar == "\n") }
        guard unicodeScalars.contains(where: escapes) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            guard escapes(scalar) else { result.unicodeScalars.append(scalar); continue }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    /// False when no byte could start a character that needs escaping: none below 0x20 but tab (and
    /// newline when kept), no DEL, and no lead byte of the C1 controls (0xC2) or of the separators and
    /// bidirectional controls (0xE2). Most text is answered here without decoding a character; a report
    /// of a million findings asks for every message, path and note.
    func mayNeedEscape(keepingNewlines: Bool) -> Bool {
        func mayNeed(_ byte: UInt8) -> Bool {
            byte < 0x20 ? byte != 0x09 && !(keepingNewlines && byte == 0x0A) : byte == 0x7F || byte == 0xC2 || byte == 0xE2
        }
        var copy = self
        return copy.withUTF8 { bytes in
            // Eight bytes at a time: a word of printable ASCII (no high bit, no byte under 0x20, no DEL)
            // needs nothing; any other word is looked at byte by byte.
            let count = bytes.count
            var index = 0
            let raw = UnsafeRawBufferPointer(bytes)
            while index + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let high = word & 0x8080_8080_8080_8080
                let below = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
                let del =
                    ((word ^ 0x7F7F_7F7F_7F7F_7F7F) &- 0x0101_0101_0101_0101) & ~(word ^ 0x7F7F_7F7F_7F7F_7F7F) & 0x8080_8080_8080_8080
                if high | below | del != 0 {
                    for offset in index..<index + 8 where mayNeed(bytes[offset]) { return true }
                }
                index += 8
            }
            while index < count {
                if mayNeed(bytes[index]) { return true }
                index += 1
            }
            return false
        }
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
