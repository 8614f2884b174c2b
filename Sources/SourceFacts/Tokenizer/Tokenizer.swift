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
    var conditionals: [ConditionalDirective] = []
    /// The latest token index where a window may end: just after a `;`, `}` or `@end` at which the
    /// bracket depth (`(`, `[`, `{` counted together from the start of the file) is as low as it has
    /// ever been. Every bracket opened before it is closed before it, so no scan of a bracketed list
    /// runs across it.
    private(set) var lastBoundary = 0
    var bracketDepth = 0
    var lowestBracketDepth = 0
    var position = 0
    var line: Int32 = 1
    var lineStart = 0
    var atLineStart = true
    /// Line and line start where the token being scanned began (a string may span lines).
    var tokenLine: Int32 = 1
    var tokenLineStart = 0
    /// The last counted column: at byte `columnOffset` of the line starting at `columnLineStart`.
    var columnLineStart = -1
    var columnOffset = 0
    var columnValue: Int32 = 1
    /// How many Swift interpolations enclose the literal being read (`"\(f("\(x)"))"`); past a limit
    /// an interpolation is read as text, so no file nests the reader deeper than that.
    var interpolationDepth = 0
    /// No byte of the file is above 0x7F, so a column is the byte offset in its line plus one.
    let isASCII: Bool

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
    var output = UnsafeMutablePointer<Token>(bitPattern: MemoryLayout<Token>.alignment)!
    var outputCount = 0
    var outputCapacity = 0
    /// The token index of `output[0]`.
    var outputFirst = 0
    /// The brackets still open, innermost last, waiting for their `partner` (held by the buffer between runs).
    var openBrackets: [Int32] = []

    /// The token index of the next token.
    var nextIndex: Int { outputFirst + outputCount }

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

    mutating func scanToken(_ byte: UInt8) {
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
        case UInt8(ascii: "/") where language.isSwift && regexLiteralEnd(hashes: 0) != nil,
            UInt8(ascii: "#") where language.isSwift && peek(1) == UInt8(ascii: "/") && regexLiteralEnd(hashes: 1) != nil:
            position = regexLiteralEnd(hashes: byte == UInt8(ascii: "#") ? 1 : 0)!
            emit(.regex, from: start)
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
    func peek(_ offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    @inline(__always)
    mutating func newline(at offset: Int) {
        line += 1
        lineStart = offset + 1
        atLineStart = true
    }

    @inline(__always)
    mutating func emit(_ kind: Token.Kind, from start: Int) {
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
    mutating func column(of start: Int) -> Int32 {
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
    mutating func noteBrackets(_ byte: UInt8) {
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
    mutating func closeBracket() {
        guard let open = openBrackets.popLast() else { return }
        output[Int(open) - outputFirst].partner = Int32(nextIndex - 1)
    }

    @inline(__always)
    mutating func scanIdentifierBody() {
        var next = position
        let end = bytes.count
        while next < end, Self.isIdentifierByte(bytes[next]) { next += 1 }
        position = next
    }
}
