extension StringsScanner {
    /// Apple nests at most 512 arrays or dictionaries on 64-bit systems.
    static let maximumDepth = 512

    /// Apple's `parsePlistObject`: `.success(nil)` when no value starts here and none is required.
    mutating func scanObject(depth: Int, required: Bool) -> Result<ScannedValue?, SyntaxProblem> {
        guard skipTrivia() else {
            guard required else { return .success(nil) }
            return .failure(SyntaxProblem(offset: unterminatedComment ?? end, message: SyntaxErrorRule.endOfFileMessage))
        }
        if depth > Self.maximumDepth {
            return .failure(SyntaxProblem(offset: pos, message: SyntaxErrorRule.tooDeepMessage))
        }
        let start = pos
        let byte = bytes[start]
        if ByteClass.isQuote(byte) {
            guard let string = scanQuoted() else {
                guard required else { return .success(nil) }
                return .failure(SyntaxProblem(offset: start, message: SyntaxErrorRule.unterminatedStringMessage))
            }
            return .success(.string(string))
        }
        if ByteClass.isUnquoted(byte) { return .success(.string(scanUnquoted())) }
        let kind: StringsValueKind
        let result: Result<Void, SyntaxProblem>
        pos += 1
        switch byte {
        case ByteClass.openBrace:
            kind = .dictionary
            result = scanNestedDictionary(open: start, depth: depth)
        case ByteClass.openParen:
            kind = .array
            result = scanArray(open: start, depth: depth)
        case ByteClass.lessThan:
            kind = .data
            result = scanData(open: start)
        default:
            pos = start
            guard required else { return .success(nil) }
            return .failure(SyntaxProblem(offset: start, message: SyntaxErrorRule.unexpectedValueMessage(characterDescription(at: start))))
        }
        return result.map { .container(kind: kind, start: start, end: pos) }
    }

    /// A `{ … }` value, `pos` after the `{`: Apple's `parsePlistDictContent` then the closing brace.
    private mutating func scanNestedDictionary(open: Int, depth: Int) -> Result<Void, SyntaxProblem> {
        while skipTrivia() {
            let start = pos
            let byte = bytes[start]
            if ByteClass.isQuote(byte) {
                guard let key = scanQuoted() else { break }
                _ = key
            } else if ByteClass.isUnquoted(byte) {
                _ = scanUnquoted()
            } else {
                break
            }
            let keyEnd = pos
            guard skipTrivia() else {
                return .failure(SyntaxProblem(offset: unterminatedComment ?? keyEnd, message: SyntaxErrorRule.missingValueMessage))
            }
            if bytes[pos] == ByteClass.equals {
                pos += 1
                switch scanObject(depth: depth + 1, required: true) {
                case .failure(let problem): return .failure(problem)
                case .success: break
                }
            } else if bytes[pos] != ByteClass.semicolon {
                return .failure(SyntaxProblem(offset: pos, message: SyntaxErrorRule.expectedEqualsMessage(characterDescription(at: pos))))
            }
            let valueEnd = pos
            guard skipTrivia(), bytes[pos] == ByteClass.semicolon else {
                return .failure(SyntaxProblem(offset: valueEnd, message: SyntaxErrorRule.missingSemicolonMessage))
            }
            pos += 1
        }
        guard skipTrivia(), bytes[pos] == ByteClass.closeBrace else {
            let line = lineNumber(of: open)
            return .failure(SyntaxProblem(offset: pos < end ? pos : open, message: SyntaxErrorRule.unclosedMessage("{", "}", line: line)))
        }
        pos += 1
        return .success(())
    }

    /// A `( … )` value, `pos` after the `(`.
    private mutating func scanArray(open: Int, depth: Int) -> Result<Void, SyntaxProblem> {
        var element = scanObject(depth: depth + 1, required: false)
        while case .success(.some) = element {
            guard skipTrivia() else { break }
            guard bytes[pos] == ByteClass.comma else { break }
            pos += 1
            element = scanObject(depth: depth + 1, required: false)
        }
        guard skipTrivia(), bytes[pos] == ByteClass.closeParen else {
            if case .failure(let problem) = element { return .failure(problem) }
            let line = lineNumber(of: open)
            return .failure(SyntaxProblem(offset: pos < end ? pos : open, message: SyntaxErrorRule.unclosedMessage("(", ")", line: line)))
        }
        pos += 1
        return .success(())
    }

    /// A `< … >` data value, `pos` after the `<`: pairs of hex digits and whitespace.
    private mutating func scanData(open: Int) -> Result<Void, SyntaxProblem> {
        while pos < end {
            let byte = bytes[pos]
            if byte == ByteClass.greaterThan {
                pos += 1
                return .success(())
            }
            if ByteClass.isHexDigit(byte) {
                guard pos + 1 < end, ByteClass.isHexDigit(bytes[pos + 1]) else {
                    return .failure(SyntaxProblem(offset: pos, message: SyntaxErrorRule.unevenDataMessage))
                }
                pos += 2
            } else if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                pos += 1
            } else if ByteClass.separatorLength(bytes, at: pos) > 0 {
                pos += 3
            } else {
                return .failure(SyntaxProblem(offset: pos, message: SyntaxErrorRule.invalidDataMessage(characterDescription(at: pos))))
            }
        }
        return .failure(SyntaxProblem(offset: open, message: SyntaxErrorRule.unclosedMessage("<", ">", line: lineNumber(of: open))))
    }
}
