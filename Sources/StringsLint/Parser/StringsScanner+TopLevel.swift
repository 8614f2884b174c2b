extension StringsScanner {
    /// Reads the whole text as Apple's `__CFCreateOldStylePropertyListOrStringsFile` does: nothing but
    /// blanks and comments is an empty table; a `{` starts a table written in braces; a string starts a
    /// `.strings` table (or is the whole file, which is then not a table); an array or data is not a
    /// table; anything else is an error.
    mutating func scanFile() {
        guard skipTrivia() else {
            if let comment = unterminatedComment {
                reportTruncation(at: comment, reason: SilentTruncationRule.unterminatedCommentReason)
            }
            return
        }
        let start = pos
        switch bytes[start] {
        case ByteClass.openBrace:
            scanBracedFile(open: start)
        case ByteClass.openParen, ByteClass.lessThan:
            scanNonTable(start: start)
        default:
            scanEntriesInHalves()
        }
        countDroppedEntries()
    }

    private mutating func scanBracedFile(open: Int) {
        outerBrace = open
        report(.outerBraces, at: open, OuterBracesRule.message)
        pos = open + 1
        guard let close = scanEntries(mode: .braced) else { return }
        pos = close + 1
        if skipTrivia() {
            syntaxError(at: pos, SyntaxErrorRule.junkAfterTableMessage(characterDescription(at: pos)))
        }
    }

    private mutating func scanNonTable(start: Int) {
        switch scanObject(depth: 0, required: true) {
        case .failure(let problem):
            syntaxError(at: problem.offset, problem.message)
        case .success(let value):
            let isArray = value.map { if case .container(.array, _, _) = $0 { true } else { false } } ?? false
            report(.notATable, at: start, isArray ? NotATableRule.arrayMessage : NotATableRule.dataMessage)
            if skipTrivia() {
                syntaxError(at: pos, SyntaxErrorRule.junkAfterTableMessage(characterDescription(at: pos)))
            }
        }
    }
}
