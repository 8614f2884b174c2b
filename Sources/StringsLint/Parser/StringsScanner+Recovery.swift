extension StringsScanner {
    /// Reports a mistake of the current entry found at `failure`. When that is on a later line than a
    /// string or comment of the entry that runs across lines, the real mistake is almost always there —
    /// a missing closing quote, an unclosed comment — so that is where it is reported. Returns where
    /// reading may resume: the failure itself, or the line after the blamed part.
    @discardableResult
    mutating func reportEntryError(at offset: Int, failure: Int, _ message: String) -> Int {
        if let part = spanningPart, lineNumber(of: min(failure, end)) > lineNumber(of: part.offset) {
            let closingLine = lineNumber(of: min(failure, end))
            switch part.kind {
            case .string:
                syntaxError(at: part.offset, SyntaxErrorRule.runawayStringMessage(untilLine: closingLine))
            case .comment:
                syntaxError(at: part.offset, SyntaxErrorRule.runawayCommentMessage(untilLine: closingLine))
            }
            return lines.startOfNextLine(after: part.offset, end: end)
        }
        syntaxError(at: offset, message)
        return failure
    }

    /// Moves to where the next entry most likely starts after a mistake at `offset`: right there when it
    /// begins its line (a missing `;` before it), else at the next line.
    mutating func resync(after offset: Int, entryStart: Int) {
        let resume = min(offset, end)
        if resume > entryStart && lines.startOfLine(containing: resume) == resume {
            pos = resume
            return
        }
        if resume > entryStart && onlySpaceBefore(resume) {
            pos = resume
            return
        }
        pos = max(lines.startOfNextLine(after: resume, end: end), entryStart + 1)
    }

    mutating func onlySpaceBefore(_ offset: Int) -> Bool {
        var index = lines.startOfLine(containing: offset)
        while index < offset {
            if bytes[index] != 0x20 && bytes[index] != 0x09 { return false }
            index += 1
        }
        return true
    }

    /// Whether the value ends its line (nothing but blanks or a comment after it) and the next token
    /// starts a later line like a key: a plain missing `;` between two entries.
    mutating func isCleanLineBreak(after valueEnd: Int, nextToken: Int) -> Bool {
        guard ByteClass.isQuote(bytes[nextToken]) || ByteClass.isUnquoted(bytes[nextToken]) else { return false }
        guard onlySpaceBefore(nextToken) else { return false }
        var index = valueEnd
        while index < end {
            let byte = bytes[index]
            if ByteClass.isLineBreak(byte) { return true }
            if byte == ByteClass.slash && index + 1 < end && (bytes[index + 1] == ByteClass.slash || bytes[index + 1] == ByteClass.star) {
                return lineNumber(of: nextToken) > lineNumber(of: valueEnd)
            }
            if byte != 0x20 && byte != 0x09 { return false }
            index += 1
        }
        return false
    }

    /// Skips a character where a key should start: only that character when it is punctuation or an
    /// invisible one (a `;;`, a stray `}`, a no-break space), else the rest of its line.
    mutating func skipStopCharacter(at offset: Int) {
        let byte = bytes[offset]
        let single: Set<UInt8> = [
            ByteClass.semicolon, ByteClass.closeBrace, ByteClass.closeParen, ByteClass.comma, ByteClass.greaterThan, ByteClass.equals,
        ]
        if single.contains(byte) || isInvisible(at: offset) {
            pos = offset + characterLength(at: offset)
        } else {
            pos = lines.startOfNextLine(after: offset, end: end)
        }
    }

    func isInvisible(at offset: Int) -> Bool {
        let description = characterDescription(at: offset)
        return description.hasPrefix("the invisible") || description.hasPrefix("the control")
    }
}
