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

    /// Tokens go into `tokens`, which must be empty.
    init(bytes: UnsafeBufferPointer<UInt8>, language: SourceLanguage, into tokens: TokenBuffer) {
        self.bytes = bytes
        self.language = language
        self.tokens = tokens
    }

    /// Whether every token of the file is in the buffer (or was, before it dropped some).
    var isFinished: Bool { position >= bytes.count }

    /// Tokenizes on until the buffer's `end` reaches `limit` or the file ends.
    mutating func run(until limit: Int) {
        while position < bytes.count, tokens.end < limit {
            let byte = bytes[position]
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
        case _ where Self.isIdentifierStart(byte):
            if !language.isSwift, isCPlusPlusRawStringStart() {
                scanCPlusPlusRawString()
                emit(.string, from: start)
            } else {
                scanIdentifierBody()
                emit(.identifier, from: start)
            }
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

    private func peek(_ offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private mutating func newline(at offset: Int) {
        line += 1
        lineStart = offset + 1
        atLineStart = true
    }

    private mutating func emit(_ kind: Token.Kind, from start: Int) {
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
        tokens.append(Token(kind: kind, start: Int32(start), end: Int32(position), line: tokenLine, column: column))
        if kind == .punctuation {
            switch bytes[start] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                bracketDepth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                bracketDepth -= 1
                lowestBracketDepth = min(lowestBracketDepth, bracketDepth)
            case UInt8(ascii: "}"):
                bracketDepth -= 1
                lowestBracketDepth = min(lowestBracketDepth, bracketDepth)
                if bracketDepth == lowestBracketDepth { lastBoundary = tokens.end }
            case UInt8(ascii: ";"):
                if bracketDepth == lowestBracketDepth { lastBoundary = tokens.end }
            default:
                break
            }
        } else if kind == .atKeyword, position - start == 4, bytes[start + 1] == UInt8(ascii: "e"), bytes[start + 2] == UInt8(ascii: "n"),
                  bytes[start + 3] == UInt8(ascii: "d"), bracketDepth == lowestBracketDepth {
            lastBoundary = tokens.end  // `@end`
        }
    }

    private mutating func scanIdentifierBody() {
        while let next = peek(0), Self.isIdentifierByte(next) { position += 1 }
    }

    /// A `"…"` or `'…'` literal with backslash escapes; ends at its quote, a raw newline (C) or the end.
    private mutating func scanQuoted(_ quote: UInt8) {
        position += 1
        while let byte = peek(0) {
            position += 1
            if byte == UInt8(ascii: "\\") {
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
            if byte == UInt8(ascii: "\\"), hashes == 0 { position = min(position + 2, bytes.count); continue }
            if byte == UInt8(ascii: "\""), closes(quotes: quotes, hashes: hashes) {
                position += quotes + hashes
                return
            }
            position += 1
        }
    }

    private func closes(quotes: Int, hashes: Int) -> Bool {
        for offset in 0..<quotes where peek(offset) != UInt8(ascii: "\"") { return false }
        for offset in 0..<hashes where peek(quotes + offset) != UInt8(ascii: "#") { return false }
        return true
    }

    private func isSwiftRawStringStart() -> Bool {
        var offset = 0
        while peek(offset) == UInt8(ascii: "#") { offset += 1 }
        return peek(offset) == UInt8(ascii: "\"")
    }

    /// `R"x(`, `u8R"(`, `LR"(`, `uR"(`, `UR"(`.
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
               peek(1 + delimiter.count) == UInt8(ascii: "\"") {
                position += delimiter.count + 2
                return
            }
            position += 1
        }
    }

    private mutating func skipLineComment() {
        while let byte = peek(0), byte != 0x0A { position += 1 }
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
           let kind = ConditionalDirective.kind(of: UnsafeBufferPointer(rebasing: bytes[wordStart..<wordEnd])) {
            conditionals.append(ConditionalDirective(kind: kind, tokenIndex: Int32(tokens.end)))
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

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }
}
