#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Parses printf/NSString format strings the way `String(format:)` reads them: flags, width,
/// precision, length modifiers (`hh h l ll q z t j L`), positions (`%2$@`), `%%` and `%#@name@`.
/// It reads UTF-8 bytes and hands what it finds to a sink: a whole `FormatString`, or the few bits of a
/// `FormatSummary` that the scanner keeps per value (one parser, so both always agree).
enum FormatStringParser {
    static func parse(_ value: String) -> FormatString {
        var result = FormatString()
        guard value.utf8.contains(0x25) else { return result }
        var text = value
        text.withUTF8 { scan($0, into: &result) }
        return result
    }

    /// Parses `characters`, which contain a `%`, into `sink`; `firstPercent`: where the first `%` is,
    /// when the caller found it already.
    static func scan<Sink: FormatStringSink>(_ characters: UnsafeBufferPointer<UInt8>, firstPercent: Int? = nil, into sink: inout Sink) {
        guard let base = characters.baseAddress else { return }
        var index = 0
        if let firstPercent { index = parseOne(characters, from: firstPercent, into: &sink) }
        while index < characters.count, let hit = memchr(base + index, 0x25, characters.count - index) {
            index = parseOne(characters, from: base.distance(to: hit.assumingMemoryBound(to: UInt8.self)), into: &sink)
        }
        sink.finishPositions()
    }

    /// Parses the specification that starts at the `%` at `start`; returns the index after it.
    private static func parseOne<Sink: FormatStringSink>(_ chars: UnsafeBufferPointer<UInt8>, from start: Int, into sink: inout Sink) -> Int
    {
        var index = start + 1
        guard index < chars.count else {
            sink.invalidConversion(chars, at: index, percent: start)
            return index
        }
        if chars[index] == UInt8(ascii: "%") {
            sink.escapedPercent()
            return index + 1
        }
        // `%@`, `%d`: a conversion right after the `%` (no position, flag, width or length can start
        // with one), the commonest specifiers by far.
        if let kind = kind(of: chars[index]) {
            sink.specifier(chars, from: start, through: index, position: nil, kind: kind, length: .none)
            return index + 1
        }
        var position: Int?
        var spaced = false
        // Only these bytes start a variable, a position, a flag, a width or a precision; after any other
        // (the `l` of `%ld`) only a length modifier and a conversion can.
        if startsPrefix(chars[index]) {
            if let end = variableEnd(chars, from: index, into: &sink) { return end }
            (index, position, spaced) = skipPrefix(chars, from: index)
        }
        let (length, lengthCount) = lengthModifier(chars, at: index)
        index += lengthCount
        guard index < chars.count, let kind = kind(of: chars[index]) else {
            // Nothing left to stop at (`%.` at the end): CoreFoundation still shows the character after
            // the `%`; only a `%` that ends the value shows nothing.
            sink.invalidConversion(chars, at: min(index, chars.count - 1), percent: start)
            // CoreFoundation consumes the character it stopped at (a second `%` too: `% %` is one literal).
            var end = index + 1
            while end < chars.count, chars[end] & 0xC0 == 0x80 { end += 1 }
            return min(end, chars.count)
        }
        sink.specifier(chars, from: start, through: index, position: position, kind: kind, length: length)
        if spaced { sink.spaceFlag(chars, from: start, through: index) }
        return index + 1
    }

    /// Digits, `#`, a space, a flag (`-+#0'`), `*` or `.`.
    private static func startsPrefix(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || byte == 0x23 || byte == 0x20 || byte == 0x2D || byte == 0x2B || byte == 0x27 || byte == 0x2A
            || byte == 0x2E
    }

    /// Skips a position (`2$`), flags, a width and a precision from `start`, in any order and any number,
    /// as CoreFoundation's `__CFParseFormatSpec` loops over them: a space is a flag there (`% d`, `%1 @`,
    /// `%4$ @`, `% a`), so what follows it is read as a conversion. The index after them, the position, and
    /// whether a space flag was among them.
    private static func skipPrefix(_ chars: UnsafeBufferPointer<UInt8>, from start: Int) -> (index: Int, position: Int?, spaced: Bool) {
        var index = start
        var position: Int?
        var spaced = false
        while index < chars.count {
            let byte = chars[index]
            if byte == 0x20 {
                spaced = true
                index += 1
            } else if isFlag(byte) {
                index += 1
            } else if (49...57).contains(byte) {
                let digitsEnd = skipDigits(chars, from: index)
                if digitsEnd < chars.count, chars[digitsEnd] == UInt8(ascii: "$") {
                    if position == nil { position = number(chars, index..<digitsEnd) }
                    index = digitsEnd + 1
                } else {
                    index = digitsEnd  // a width
                }
            } else if byte == UInt8(ascii: "*") {
                index = skipWidth(chars, from: index)
            } else if byte == UInt8(ascii: ".") {
                index = skipWidth(chars, from: index + 1)
            } else {
                break
            }
        }
        return (index, position, spaced)
    }

    /// `%#@name@` or `%2$#@name@`: a `.stringsdict` variable; returns the index after it.
    private static func variableEnd<Sink: FormatStringSink>(_ chars: UnsafeBufferPointer<UInt8>, from start: Int, into sink: inout Sink)
        -> Int?
    {
        var index = start
        var position: Int?
        let digitsEnd = skipDigits(chars, from: index)
        if digitsEnd > index, digitsEnd < chars.count, chars[digitsEnd] == UInt8(ascii: "$") {
            position = number(chars, index..<digitsEnd)
            index = digitsEnd + 1
        }
        // Apple's parser also takes a width before the `#` (`%1#@count@`, `%2#@total@`, shipped by real apps).
        index = skipDigits(chars, from: index)
        guard index + 1 < chars.count, chars[index] == UInt8(ascii: "#"), chars[index + 1] == UInt8(ascii: "@"),
            let end = chars[(index + 2)...].firstIndex(of: UInt8(ascii: "@"))
        else { return nil }
        sink.variable(chars, (index + 2)..<end, position: position, percent: start - 1)
        return end + 1
    }

    private static func kind(of conversion: UInt8) -> FormatArgumentKind? {
        switch Unicode.Scalar(conversion) {
        case "@": .object
        case "d", "D", "i", "u", "U", "x", "X", "o", "O": .integer
        case "f", "F", "e", "E", "g", "G", "a", "A": .floatingPoint
        case "c", "C": .character
        case "s", "S": .cString
        case "p": .pointer
        case "n": .count
        default: nil
        }
    }

    /// `-+#0'`
    private static func isFlag(_ byte: UInt8) -> Bool {
        byte == 0x2D || byte == 0x2B || byte == 0x23 || byte == 0x30 || byte == 0x27
    }

    /// The length modifier at `index` (`hh ll h l q z t j L`, the longest first), normalised (`q` is
    /// `ll`), and how many bytes it takes.
    private static func lengthModifier(_ chars: UnsafeBufferPointer<UInt8>, at index: Int) -> (FormatLength, Int) {
        guard index < chars.count else { return (.none, 0) }
        let next = index + 1 < chars.count ? chars[index + 1] : 0
        switch chars[index] {
        case UInt8(ascii: "h"): return next == UInt8(ascii: "h") ? (.hh, 2) : (.h, 1)
        case UInt8(ascii: "l"): return next == UInt8(ascii: "l") ? (.ll, 2) : (.l, 1)
        case UInt8(ascii: "q"): return (.ll, 1)
        case UInt8(ascii: "z"): return (.z, 1)
        case UInt8(ascii: "t"): return (.t, 1)
        case UInt8(ascii: "j"): return (.j, 1)
        case UInt8(ascii: "L"): return (.L, 1)
        default: return (.none, 0)
        }
    }

    /// The decimal number of a position, or nil when it does not fit an `Int` (then Foundation, and so
    /// this parser, reads the specifier as unnumbered).
    private static func number(_ chars: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard range.count <= 18 else { return Int(String(decoding: UnsafeBufferPointer(rebasing: chars[range]), as: UTF8.self)) }
        var value = 0
        for index in range { value = value * 10 + Int(chars[index] - 48) }
        return value
    }

    private static func skipDigits(_ chars: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < chars.count, (48...57).contains(chars[index]) { index += 1 }
        return index
    }

    /// Skips a width or precision: digits, `*` or `*N$`.
    private static func skipWidth(_ chars: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard start < chars.count, chars[start] == UInt8(ascii: "*") else { return skipDigits(chars, from: start) }
        let end = skipDigits(chars, from: start + 1)
        return end < chars.count && chars[end] == UInt8(ascii: "$") && end > start + 1 ? end + 1 : start + 1
    }
}
