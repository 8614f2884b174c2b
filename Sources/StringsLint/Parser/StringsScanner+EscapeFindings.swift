extension StringsScanner {
    mutating func reportUnknownEscape(backslash: Int, length: Int) {
        let sequence = String(decoding: UnsafeBufferPointer(rebasing: bytes[backslash..<(backslash + 1 + length)]), as: UTF8.self)
        let character = String(sequence.dropFirst())
        // `\/` (JSON's escaped slash, written by GlotPress and others) decodes to '/', which is what was meant.
        if character == "/" { return }
        let message: String
        if character == "u" {
            let digits = String(decoding: UnsafeBufferPointer(rebasing: bytes[(backslash + 2)..<min(backslash + 6, end)]), as: UTF8.self)
            message = UnknownEscapeRule.lowercaseUnicodeMessage(digits: digits)
        } else {
            message = UnknownEscapeRule.message(sequence: sequence, character: character)
        }
        pendingFindings.append(ScanFinding(rule: .unknownEscape, offset: backslash, message: message))
    }

    mutating func reportShortUnicodeEscape(backslash: Int, next: Int, value: UInt32, digits: Int) {
        let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[backslash..<next]), as: UTF8.self)
        let message = InvalidUnicodeEscapeRule.shortMessage(written: written, value: hex(value), digits: digits)
        pendingFindings.append(ScanFinding(rule: .invalidUnicodeEscape, offset: backslash, message: message))
    }

    mutating func reportLoneSurrogate(backslash: Int, value: UInt32) {
        let message = InvalidUnicodeEscapeRule.surrogateMessage(value: hex(value))
        pendingFindings.append(ScanFinding(rule: .invalidUnicodeEscape, offset: backslash, message: message))
    }
}
