/// String and character literals: Objective-C's and C's quoted ones, Swift's multi-line, raw and
/// interpolating ones, and C++ raw strings, each read to its end so nothing inside becomes a token.
extension Tokenizer {
    /// A `"…"` or `'…'` literal with backslash escapes; ends at its quote, a raw newline (C) or the end.
    mutating func scanQuoted(_ quote: UInt8) {
        position += 1
        while let byte = peek(0) {
            position += 1
            if byte == UInt8(ascii: "\\") {
                if language.isSwift, peek(0) == UInt8(ascii: "("), skipInterpolation() { continue }
                if peek(0) == 0x0A { newline(at: position) }
                position = min(position + 1, bytes.count)  // a backslash may be the file's last byte
            } else if byte == quote {
                return
            } else if byte == 0x0A {
                newline(at: position - 1)
                if !language.isSwift { return }
            }
        }
    }

    /// Swift `"""…"""`, `#"…"#`, `##"""…"""##`: ends at the closing quotes followed by as many `#`.
    mutating func scanSwiftString(hashes: Int) {
        let multiline = peek(0) == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        let quotes = multiline ? 3 : 1
        position += quotes
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x0A { newline(at: position) }
            if byte == UInt8(ascii: "\\") {
                // `\(…)`, or `\#(…)` in a raw literal: code, which may hold literals of its own.
                var at = 1
                while at <= hashes, peek(at) == UInt8(ascii: "#") { at += 1 }
                if at == hashes + 1, peek(at) == UInt8(ascii: "(") {
                    position += at
                    if skipInterpolation() { continue }
                }
                if hashes == 0 {
                    // An escape; `\` at a line's end continues a multi-line literal, and that line counts.
                    if peek(1) == 0x0A { newline(at: position + 1) }
                    position = min(position + 2, bytes.count)
                    continue
                }
            }
            if byte == UInt8(ascii: "\""), closes(quotes: quotes, hashes: hashes) {
                position += quotes + hashes
                return
            }
            position += 1
        }
    }

    /// Swift: at the `(` of an interpolation, reads its code to the closing `)`, nested literals and
    /// parentheses included (`"\(NSLocalizedString("key", comment: ""))"` is one literal). `false`, having
    /// read nothing, when interpolations are nested too deep.
    mutating func skipInterpolation() -> Bool {
        guard interpolationDepth < 16 else { return false }
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        var depth = 0
        while let byte = peek(0) {
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
                position += 1
            case UInt8(ascii: ")"):
                depth -= 1
                position += 1
                if depth == 0 { return true }
            case UInt8(ascii: "\""):
                if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") { scanSwiftString(hashes: 0) } else { scanQuoted(byte) }
            case UInt8(ascii: "#") where isSwiftRawStringStart():
                var hashes = 0
                while peek(0) == UInt8(ascii: "#") {
                    hashes += 1
                    position += 1
                }
                scanSwiftString(hashes: hashes)
            case 0x0A:
                newline(at: position)
                position += 1
            default:
                position += 1
            }
        }
        return true
    }

    @inline(__always)
    func closes(quotes: Int, hashes: Int) -> Bool {
        for offset in 0..<quotes where peek(offset) != UInt8(ascii: "\"") { return false }
        for offset in 0..<hashes where peek(quotes + offset) != UInt8(ascii: "#") { return false }
        return true
    }

    @inline(__always)
    func isSwiftRawStringStart() -> Bool {
        var offset = 0
        while peek(offset) == UInt8(ascii: "#") { offset += 1 }
        return peek(offset) == UInt8(ascii: "\"")
    }

    /// Swift: where the regex literal starting at `position` ends (after its closing `/` and `hashes`
    /// `#`s), or `nil` when the `/` is the division operator. As Swift decides: a literal starts where an
    /// expression may (after `(`, `,`, `=`, an operator, a keyword such as `return`; not after a value:
    /// an identifier, a literal, `)`, `]`, `}`, a postfix `!`/`?`), does not start with a space, and
    /// closes on its line (`#/…/#` may hold spaces anywhere).
    func regexLiteralEnd(hashes: Int) -> Int? {
        let open = position + hashes
        guard let first = peek(hashes + 1), first != 0x0A else { return nil }
        if hashes == 0, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") || first == UInt8(ascii: "=") { return nil }
        if hashes == 0, first == UInt8(ascii: "/") || first == UInt8(ascii: "*") { return nil }
        if outputCount > 0 {
            let previous = output[outputCount - 1]
            switch previous.kind {
            case .identifier:
                let text = UnsafeBufferPointer(rebasing: bytes[Int(previous.start)..<Int(previous.end)])
                guard Self.keywordsBeforeExpressions.contains(where: { $0.elementsEqual(text) }) else { return nil }
            case .number, .string, .character, .regex: return nil
            case .punctuation:
                let mark = bytes[Int(previous.start)]
                if mark == UInt8(ascii: ")") || mark == UInt8(ascii: "]") || mark == UInt8(ascii: "}") { return nil }
                // `x! / 2`, `x? /…`: postfix on a value when written against it.
                if mark == UInt8(ascii: "!") || mark == UInt8(ascii: "?"), outputCount > 1, output[outputCount - 2].end == previous.start {
                    return nil
                }
            case .atKeyword: break
            }
        }
        var at = open + 1
        var inClass = false
        while at < bytes.count {
            let byte = bytes[at]
            if byte == 0x0A && hashes == 0 { return nil }
            if byte == UInt8(ascii: "\\") {
                at += 2
                continue
            }
            if byte == UInt8(ascii: "[") { inClass = true }
            if byte == UInt8(ascii: "]") { inClass = false }
            if byte == UInt8(ascii: "/"), !inClass {
                var marks = 0
                while marks < hashes, at + 1 + marks < bytes.count, bytes[at + 1 + marks] == UInt8(ascii: "#") { marks += 1 }
                if marks == hashes {
                    // A space before the closing `/` of a bare literal makes it an operator (`a / b / c`).
                    if hashes == 0, bytes[at - 1] == UInt8(ascii: " ") { return nil }
                    return at + 1 + hashes
                }
            }
            at += 1
        }
        return nil
    }

    /// Words after which an expression, so a regex literal, may start.
    static let keywordsBeforeExpressions: [[UInt8]] = [
        "return", "case", "in", "where", "if", "guard", "while", "try", "await", "else", "throw", "is", "as", "switch", "let", "var",
    ].map { Array($0.utf8) }

    /// `R"x(`, `u8R"(`, `LR"(`, `uR"(`, `UR"(`.
    @inline(__always)
    func isCPlusPlusRawStringStart() -> Bool {
        let quote = UInt8(ascii: "\""), raw = UInt8(ascii: "R")
        switch peek(0) {
        case raw:
            return peek(1) == quote
        case UInt8(ascii: "u"):
            if peek(1) == UInt8(ascii: "8") { return peek(2) == raw && peek(3) == quote }
            return peek(1) == raw && peek(2) == quote
        case UInt8(ascii: "L"), UInt8(ascii: "U"):
            return peek(1) == raw && peek(2) == quote
        default:
            return false
        }
    }

    mutating func scanCPlusPlusRawString() {
        while peek(0) != UInt8(ascii: "\"") { position += 1 }
        position += 1
        let delimiterStart = position
        while let byte = peek(0), byte != UInt8(ascii: "("), byte != 0x0A, position - delimiterStart <= 16 { position += 1 }
        let delimiter = Array(bytes[delimiterStart..<position])
        guard peek(0) == UInt8(ascii: "(") else { return }  // no `(`: not a raw string after all; it ends here
        position += 1
        while position < bytes.count {
            if bytes[position] == 0x0A { newline(at: position) }
            if bytes[position] == UInt8(ascii: ")"),
                (0..<delimiter.count).allSatisfy({ peek(1 + $0) == delimiter[$0] }),
                peek(1 + delimiter.count) == UInt8(ascii: "\"")
            {
                position += delimiter.count + 2
                return
            }
            position += 1
        }
    }
}
