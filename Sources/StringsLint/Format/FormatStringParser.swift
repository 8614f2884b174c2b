/// Parses printf/NSString format strings the way `String(format:)` reads them: flags, width,
/// precision, length modifiers (`hh h l ll q z t j L`), positions (`%2$@`), `%%` and `%#@name@`.
enum FormatStringParser {
    private static let flags: Set<UInt8> = Set("-+#0'".utf8)
    private static let lengths: [String] = ["hh", "ll", "h", "l", "q", "z", "t", "j", "L"]

    static func parse(_ value: String) -> FormatString {
        var result = FormatString()
        guard value.utf8.contains(0x25) else { return result }
        var text = value
        text.withUTF8 { characters in
            var index = 0
            while index < characters.count {
                guard characters[index] == UInt8(ascii: "%") else { index += 1; continue }
                index = parseOne(characters, from: index, into: &result)
            }
        }
        checkPositions(&result)
        return result
    }

    /// Parses the specification that starts at the `%` at `start`; returns the index after it.
    private static func parseOne(_ chars: UnsafeBufferPointer<UInt8>, from start: Int, into result: inout FormatString) -> Int {
        var index = start + 1
        guard index < chars.count else {
            result.problems.append(FormatProblem(kind: .danglingPercent, offset: start))
            return index
        }
        if chars[index] == UInt8(ascii: "%") { return index + 1 }
        if let end = variableEnd(chars, from: index, into: &result) { return end }
        if let spaced = spacedObject(chars, from: start, into: &result) { return spaced }
        var position: Int?
        let digitsEnd = skipDigits(chars, from: index)
        if digitsEnd > index, digitsEnd < chars.count, chars[digitsEnd] == UInt8(ascii: "$") {
            position = Int(text(chars[index..<digitsEnd]))
            index = digitsEnd + 1
        }
        while index < chars.count, flags.contains(chars[index]) { index += 1 }
        index = skipWidth(chars, from: index)
        if index < chars.count, chars[index] == UInt8(ascii: ".") { index = skipWidth(chars, from: index + 1) }
        var length = ""
        for candidate in lengths where matches(chars, at: index, candidate) {
            length = candidate
            index += candidate.count
            break
        }
        guard index < chars.count, let kind = kind(of: chars[index]) else {
            let rest = index < chars.count ? text(chars[index..<characterEnd(chars, from: index)]) : ""
            let kind: FormatProblem.Kind = rest.isEmpty ? .danglingPercent : .unknownConversion(rest)
            result.problems.append(FormatProblem(kind: kind, offset: start))
            return max(start + 1, index)
        }
        let type = FormatArgumentType(kind: kind, length: length == "q" ? "ll" : length)
        let text = text(chars[start...index])
        result.specifiers.append(FormatSpecifier(text: text, explicitPosition: position, type: type, offset: start))
        return index + 1
    }

    /// `%#@name@` or `%2$#@name@`: a `.stringsdict` variable; returns the index after it.
    private static func variableEnd(_ chars: UnsafeBufferPointer<UInt8>, from start: Int, into result: inout FormatString) -> Int? {
        var index = start
        let digitsEnd = skipDigits(chars, from: index)
        if digitsEnd > index, digitsEnd < chars.count, chars[digitsEnd] == UInt8(ascii: "$") { index = digitsEnd + 1 }
        // Apple's parser also takes a width before the `#` (`%1#@count@`, `%2#@total@`, shipped by real apps).
        index = skipDigits(chars, from: index)
        guard index + 1 < chars.count, chars[index] == UInt8(ascii: "#"), chars[index + 1] == UInt8(ascii: "@"),
              let end = chars[(index + 2)...].firstIndex(of: UInt8(ascii: "@")) else { return nil }
        result.variables.append(text(chars[(index + 2)..<end]))
        return end + 1
    }

    /// `% @`: Foundation reads the space as a flag and prints the object, but it is almost always a
    /// translation tool's damage to `%@`; counted as `%@` and reported. Other `% x` are prose ("50 % off").
    private static func spacedObject(_ chars: UnsafeBufferPointer<UInt8>, from start: Int, into result: inout FormatString) -> Int? {
        var index = start + 1
        while index < chars.count, chars[index] == UInt8(ascii: " ") { index += 1 }
        guard index > start + 1, index < chars.count, chars[index] == UInt8(ascii: "@") else { return nil }
        let type = FormatArgumentType(kind: .object, length: "")
        result.specifiers.append(FormatSpecifier(text: text(chars[start...index]), explicitPosition: nil, type: type, offset: start))
        result.problems.append(FormatProblem(kind: .spacedSpecifier(text(chars[start...index])), offset: start))
        return index + 1
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

    private static func text<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The end of the UTF-8 sequence (one character's scalar) that starts at `start`.
    private static func characterEnd(_ chars: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start + 1
        while end < chars.count, chars[end] & 0xC0 == 0x80 { end += 1 }
        return end
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

    private static func matches(_ chars: UnsafeBufferPointer<UInt8>, at index: Int, _ text: String) -> Bool {
        var position = index
        for character in text.utf8 {
            guard position < chars.count, chars[position] == character else { return false }
            position += 1
        }
        return true
    }

    private static func checkPositions(_ result: inout FormatString) {
        let positional = result.specifiers.filter { $0.explicitPosition != nil }
        if !positional.isEmpty, positional.count < result.specifiers.count,
           let first = result.specifiers.first(where: { $0.explicitPosition == nil }) {
            result.problems.append(FormatProblem(kind: .mixedPositions, offset: first.offset))
        }
        var seen: [Int: FormatArgumentType] = [:]
        for specifier in positional {
            guard let position = specifier.explicitPosition else { continue }
            if let earlier = seen[position], earlier.kind != specifier.type.kind {
                result.problems.append(FormatProblem(kind: .conflictingPosition(position), offset: specifier.offset))
            }
            seen[position] = specifier.type
        }
    }
}
