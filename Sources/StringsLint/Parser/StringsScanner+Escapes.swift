/// What one backslash sequence came to.
struct DecodedEscape {
    /// Offset just past the sequence.
    var next: Int
    /// When Apple keeps the escaped character as it is (`\\`, `\'`, an unknown escape), the offset of
    /// that character, which then belongs to the literal text that follows.
    var literalStart: Int?
    var isLineBreak = false
    /// An octal or `\U` escape that makes an ASCII character (see `ScannedString.hasASCIICodeEscapes`).
    var makesASCIICode = false
}

extension StringsScanner {
    /// Decodes the escape whose backslash is at `backslash` (a character follows it), appending its
    /// result to `scratch` the way Apple's `getSlashedChar` does.
    mutating func decodeEscape(backslash: Int) -> DecodedEscape {
        let at = backslash + 1
        let byte = bytes[at]
        switch byte {
        case 0x30...0x37:
            return decodeOctal(at: at)
        case 0x55:  // U
            return decodeUnicode(backslash: backslash)
        case 0x61: appendUnit(0x07)
        case 0x62: appendUnit(0x08)
        case 0x66: appendUnit(0x0C)
        case 0x6E: appendUnit(0x0A)
        case 0x72: appendUnit(0x0D)
        case 0x74: appendUnit(0x09)
        case 0x76: appendUnit(0x0B)
        case ByteClass.quote: appendUnit(0x22)
        case ByteClass.lineFeed:
            appendUnit(0x0A)
            return DecodedEscape(next: at + 1, isLineBreak: true)
        default:
            let length = characterLength(at: at)
            if byte == ByteClass.carriageReturn {
                return DecodedEscape(next: at + length, literalStart: at, isLineBreak: true)
            }
            if byte != ByteClass.backslash && byte != ByteClass.apostrophe {
                reportUnknownEscape(backslash: backslash, length: length)
            }
            return DecodedEscape(next: at + length, literalStart: at)
        }
        return DecodedEscape(next: at + 1)
    }

    /// Up to three octal digits, read as a byte (wrapping as Apple's `uint8_t` does) of NeXTSTEP Latin.
    private mutating func decodeOctal(at start: Int) -> DecodedEscape {
        var value = UInt8(bytes[start] - 0x30)
        var index = start + 1
        while index < end && index < start + 3 && bytes[index] >= 0x30 && bytes[index] <= 0x37 {
            value = (value &<< 3) &+ (bytes[index] - 0x30)
            index += 1
        }
        let unit = NextStepLatin.utf16(forByte: value)
        appendUnit(unit)
        return DecodedEscape(next: index, makesASCIICode: unit < 0x80)
    }

    /// `\U` and up to four hex digits; a surrogate pair written as two escapes becomes one character.
    private mutating func decodeUnicode(backslash: Int) -> DecodedEscape {
        let (value, next, digits) = readHex(from: backslash + 2)
        if digits < 4 {
            reportShortUnicodeEscape(backslash: backslash, next: next, value: value, digits: digits)
            appendUnit(UInt16(value))
            return DecodedEscape(next: next, makesASCIICode: value < 0x80)
        }
        if (0xD800...0xDBFF).contains(value), next + 1 < end, bytes[next] == ByteClass.backslash, bytes[next + 1] == 0x55 {
            let (low, afterLow, lowDigits) = readHex(from: next + 2)
            if lowDigits == 4 && (0xDC00...0xDFFF).contains(low) {
                appendScalar(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00))
                return DecodedEscape(next: afterLow)
            }
        }
        if (0xD800...0xDFFF).contains(value) {
            reportLoneSurrogate(backslash: backslash, value: value)
            appendScalar(0xFFFD)
            return DecodedEscape(next: next)
        }
        appendScalar(value)
        return DecodedEscape(next: next, makesASCIICode: value < 0x80)
    }

    private func readHex(from start: Int) -> (value: UInt32, next: Int, digits: Int) {
        var value: UInt32 = 0
        var index = start
        while index < end && index < start + 4 && ByteClass.isHexDigit(bytes[index]) {
            value = (value << 4) + ByteClass.hexValue(bytes[index])
            index += 1
        }
        return (value, index, index - start)
    }

    func characterLength(at offset: Int) -> Int {
        let lead = bytes[offset]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        return min(length, end - offset)
    }

    /// A UTF-16 code unit that is not a surrogate (octal and named escapes never produce one).
    private mutating func appendUnit(_ unit: UInt16) { appendScalar(UInt32(unit)) }

    private mutating func appendScalar(_ value: UInt32) {
        guard decoding else { return }
        guard let scalar = Unicode.Scalar(value) else {
            scratch.append(contentsOf: [0xEF, 0xBF, 0xBD])
            return
        }
        if value < 0x80 {
            scratch.append(UInt8(value))
        } else {
            scratch.append(contentsOf: UTF8.encode(scalar)!)
        }
    }
}
