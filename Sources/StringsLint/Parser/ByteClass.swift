/// Byte classes of Apple's old-style property-list grammar (`CFOldStylePList.c`), over UTF-8.
enum ByteClass {
    static let quote: UInt8 = 0x22
    static let apostrophe: UInt8 = 0x27
    static let backslash: UInt8 = 0x5C
    static let semicolon: UInt8 = 0x3B
    static let equals: UInt8 = 0x3D
    static let slash: UInt8 = 0x2F
    static let star: UInt8 = 0x2A
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D
    static let openParen: UInt8 = 0x28
    static let closeParen: UInt8 = 0x29
    static let comma: UInt8 = 0x2C
    static let lessThan: UInt8 = 0x3C
    static let greaterThan: UInt8 = 0x3E
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D

    /// `isValidUnquotedStringCharacter`: ASCII letters, digits and `_ $ / : . -`.
    @inline(__always)
    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x5F, 0x24, 0x2F, 0x3A, 0x2E, 0x2D: true
        default: false
        }
    }

    @inline(__always)
    static func isQuote(_ byte: UInt8) -> Bool { byte == quote || byte == apostrophe }

    @inline(__always)
    static func isLineBreak(_ byte: UInt8) -> Bool { byte == lineFeed || byte == carriageReturn }

    /// The bytes Apple's `advanceToNonSpace` skips one at a time: tab, newline, vertical tab, form feed,
    /// carriage return and space. (U+2028 and U+2029, also skipped, are three bytes; see `separatorLength`.)
    @inline(__always)
    static func isASCIISpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

    /// 3 when a U+2028 LINE SEPARATOR or U+2029 PARAGRAPH SEPARATOR starts at `index`, else 0.
    @inline(__always)
    static func separatorLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        guard bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80 else { return 0 }
        let last = bytes[index + 2]
        return last == 0xA8 || last == 0xA9 ? 3 : 0
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }

    static func hexValue(_ byte: UInt8) -> UInt32 {
        if byte <= 0x39 { return UInt32(byte - 0x30) }
        if byte <= 0x46 { return UInt32(byte - 0x41 + 10) }
        return UInt32(byte - 0x61 + 10)
    }
}
