/// Splits Objective-C, Objective-C++ and Swift source into tokens, skipping comments (Swift's nest) and
/// preprocessor lines, and keeping every kind of string literal whole, so that code inside a comment or
/// a string can never match a rule. Works on bytes; never fails: unterminated constructs end at the end
/// of the file.
///
/// Preprocessor conditionals are skipped as lines, so the code of both `#if` and `#else` branches is
/// read; the index counts a declaration present in both branches once. Where each conditional line was
/// is kept (`ConditionalDirective`), so rules can treat the branches as alternatives.
///
/// Tokens go into a `TokenBuffer` as far as asked (`run(until:)`), so a large file can be read a
/// window at a time. On the way the tokenizer notes where a window may end (`lastBoundary`).
struct Tokenizer {
    let bytes: UnsafeBufferPointer<UInt8>
    let language: SourceLanguage
    let tokens: TokenBuffer
    private(set) var conditionals: [ConditionalDirective] = []
    /// The latest token index where a window may end: just after a `;`, `}` or `@end` at which the
    /// bracket depth (`(`, `[`, `{` counted together from the start of the file) is as low as it has
    /// ever been. Every bracket opened before it is closed before it, so no scan of a bracketed list
    /// runs across it.
    private(set) var lastBoundary = 0
    private var bracketDepth = 0
    private var lowestBracketDepth = 0
    private var position = 0
    private var line: Int32 = 1
    private var lineStart = 0
    private var atLineStart = true
    /// Line and line start where the token being scanned began (a string may span lines).
    private var tokenLine: Int32 = 1
    private var tokenLineStart = 0
    /// The last counted column: at byte `columnOffset` of the line starting at `columnLineStart`.
    private var columnLineStart = -1
    private var columnOffset = 0
    private var columnValue: Int32 = 1
    /// How many Swift interpolations enclose the literal being read (`"\(f("\(x)"))"`); past a limit
    /// an interpolation is read as text, so no file nests the reader deeper than that.
    private var interpolationDepth = 0
    /// No byte of the file is above 0x7F, so a column is the byte offset in its line plus one.
    private let isASCII: Bool

    /// Tokens go into `tokens`, which must be empty.
    init(bytes: UnsafeBufferPointer<UInt8>, language: SourceLanguage, into tokens: TokenBuffer) {
        self.bytes = bytes
        self.language = language
        self.tokens = tokens
        isASCII = Self.isASCII(bytes)
    }

    /// Whether every token of the file is in the buffer (or was, before it dropped some).
    var isFinished: Bool { position >= bytes.count }

    /// Where tokens go during `run`: the buffer's storage, filled here and handed back at the end, so
    /// that appending a token touches no object.
    private var output = UnsafeMutablePointer<Token>(bitPattern: MemoryLayout<Token>.alignment)!
    private var outputCount = 0
    private var outputCapacity = 0
    /// The token index of `output[0]`.
    private var outputFirst = 0
    /// The brackets still open, innermost last, waiting for their `partner` (held by the buffer between runs).
    private var openBrackets: [Int32] = []

    /// The token index of the next token.
    private var nextIndex: Int { outputFirst + outputCount }

    /// Tokenizes on until the buffer's `end` reaches `limit` or the file ends.
    mutating func run(until limit: Int) {
        (output, outputCount, outputCapacity, outputFirst) = (tokens.storage, tokens.count, tokens.capacity, tokens.first)
        swap(&openBrackets, &tokens.openBrackets)
        defer {
            tokens.setCount(outputCount)
            swap(&openBrackets, &tokens.openBrackets)
        }
        let end = bytes.count, enough = limit - outputFirst
        while position < end, outputCount < enough {
            let byte = bytes[position]
            if byte == 0x20 {  // the commonest byte between tokens, first
                position += 1
                continue
            }
            switch byte {
            case 0x0A:
                newline(at: position)
                position += 1
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                position += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "#") where atLineStart && isDirectiveLine():
                skipDirective()
            default:
                atLineStart = false
                scanToken(byte)
            }
        }
    }

    private mutating func scanToken(_ byte: UInt8) {
        let start = position
        tokenLine = line
        tokenLineStart = lineStart
        if Self.isIdentifierStart(byte) {  // most tokens: checked first, as no other case starts with these bytes
            if !language.isSwift, Self.mayStartCPlusPlusRawString(byte), isCPlusPlusRawStringStart() {
                scanCPlusPlusRawString()
                emit(.string, from: start)
            } else {
                position += 1
                scanIdentifierBody()
                emit(.identifier, from: start)
            }
            return
        }
        switch byte {
        case UInt8(ascii: "\""):
            if language.isSwift, peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") {
                scanSwiftString(hashes: 0)
            } else {
                scanQuoted(UInt8(ascii: "\""))
            }
            emit(.string, from: start)
        case UInt8(ascii: "'") where !language.isSwift:
            scanQuoted(UInt8(ascii: "'"))
            emit(.character, from: start)
        case UInt8(ascii: "#") where language.isSwift && isSwiftRawStringStart():
            var hashes = 0
            while peek(0) == UInt8(ascii: "#") { hashes += 1; position += 1 }
            scanSwiftString(hashes: hashes)
            emit(.string, from: start)
        case UInt8(ascii: "@") where peek(1) == UInt8(ascii: "\""):
            position += 1
            scanQuoted(UInt8(ascii: "\""))
            emit(.string, from: start)
        case UInt8(ascii: "@") where peek(1).map(Self.isIdentifierStart) == true:
            position += 1
            scanIdentifierBody()
            emit(.atKeyword, from: start)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            position += 1
            while let next = peek(0), Self.isIdentifierByte(next) || next == UInt8(ascii: ".") { position += 1 }
            emit(.number, from: start)
        default:
            position += 1
            emit(.punctuation, from: start)
        }
    }

    // MARK: - Pieces

    @inline(__always)
    private func peek(_ offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    @inline(__always)
    private mutating func newline(at offset: Int) {
        line += 1
        lineStart = offset + 1
        atLineStart = true
    }

    @inline(__always)
    private mutating func emit(_ kind: Token.Kind, from start: Int) {
        let token = Token(
            kind: kind, start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: position), line: tokenLine,
            column: column(of: start))
        if outputCount == outputCapacity {
            tokens.setCount(outputCount)
            tokens.reserve(outputCount + 1)
            (output, outputCapacity) = (tokens.storage, tokens.capacity)
        }
        (output + outputCount).initialize(to: token)
        outputCount += 1
        if kind == .punctuation {
            noteBrackets(bytes[start])
        } else if kind == .atKeyword, position - start == 4, bytes[start + 1] == UInt8(ascii: "e"), bytes[start + 2] == UInt8(ascii: "n"),
            bytes[start + 3] == UInt8(ascii: "d"), bracketDepth == lowestBracketDepth
        {
            lastBoundary = nextIndex  // `@end`
        }
    }

    /// The column of the token starting at byte `start`: characters since its line's start, plus one.
    @inline(__always)
    private mutating func column(of start: Int) -> Int32 {
        if isASCII { return Int32(truncatingIfNeeded: start &- tokenLineStart &+ 1) }
        // Columns are counted on from the previous token of the same line, so long lines stay linear.
        if columnLineStart != tokenLineStart {
            columnLineStart = tokenLineStart
            columnOffset = tokenLineStart
            columnValue = 1
        }
        var column = columnValue
        var index = columnOffset
        while index < start {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        columnOffset = start
        columnValue = column
        return column
    }

    /// Follows the bracket depth for `lastBoundary`, and pairs each closing bracket with the open one it
    /// closes (the token just emitted is the last in `output`).
    @inline(__always)
    private mutating func noteBrackets(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            bracketDepth += 1
            openBrackets.append(Int32(nextIndex - 1))
        case UInt8(ascii: ")"), UInt8(ascii: "]"):
            bracketDepth -= 1
            lowestBracketDepth = min(lowestBracketDepth, bracketDepth)
            closeBracket()
        case UInt8(ascii: "}"):
            bracketDepth -= 1
            lowestBracketDepth = min(lowestBracketDepth, bracketDepth)
            closeBracket()
            if bracketDepth == lowestBracketDepth { lastBoundary = nextIndex }
        case UInt8(ascii: ";"):
            if bracketDepth == lowestBracketDepth { lastBoundary = nextIndex }
        default:
            break
        }
    }

    /// The token just emitted closes the innermost open bracket, if any.
    private mutating func closeBracket() {
        guard let open = openBrackets.popLast() else { return }
        output[Int(open) - outputFirst].partner = Int32(nextIndex - 1)
    }

    @inline(__always)
    private mutating func scanIdentifierBody() {
        var next = position
        let end = bytes.count
        while next < end, Self.isIdentifierByte(bytes[next]) { next += 1 }
        position = next
    }

    /// A `"…"` or `'…'` literal with backslash escapes; ends at its quote, a raw newline (C) or the end.
    private mutating func scanQuoted(_ quote: UInt8) {
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
    private mutating func scanSwiftString(hashes: Int) {
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
    private mutating func skipInterpolation() -> Bool {
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
    private func closes(quotes: Int, hashes: Int) -> Bool {
        for offset in 0..<quotes where peek(offset) != UInt8(ascii: "\"") { return false }
        for offset in 0..<hashes where peek(quotes + offset) != UInt8(ascii: "#") { return false }
        return true
    }

    @inline(__always)
    private func isSwiftRawStringStart() -> Bool {
        var offset = 0
        while peek(offset) == UInt8(ascii: "#") { offset += 1 }
        return peek(offset) == UInt8(ascii: "\"")
    }

    /// `R"x(`, `u8R"(`, `LR"(`, `uR"(`, `UR"(`.
    @inline(__always)
    private func isCPlusPlusRawStringStart() -> Bool {
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

    private mutating func scanCPlusPlusRawString() {
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

    private mutating func skipLineComment() {
        var next = position
        let end = bytes.count
        while next < end, bytes[next] != 0x0A { next += 1 }
        position = next
    }

    /// Whether no byte is above 0x7F, eight bytes at a time.
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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
    private mutating func skipBlockComment() {
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
    private func isDirectiveLine() -> Bool {
        guard language.isSwift else { return true }
        var end = position + 1
        while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[(position + 1)..<end]), as: UTF8.self)
        return ["if", "else", "elseif", "endif", "sourceLocation", "warning", "error"].contains(word)
    }

    /// To the end of the line, following `\` continuations (comments inside are skipped with it); a
    /// conditional is noted before the token that follows it.
    private mutating func skipDirective() {
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
    private static func mayStartCPlusPlusRawString(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "R") || byte == UInt8(ascii: "u") || byte == UInt8(ascii: "L") || byte == UInt8(ascii: "U")
    }
}
