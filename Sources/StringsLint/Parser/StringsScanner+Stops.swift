extension StringsScanner {
    /// A character that cannot start a key where one should start. At the very start of a `.strings`
    /// file Apple rejects the file; later it silently stops reading there.
    mutating func reportStop(at offset: Int, mode: EntryListMode, isFirstToken: Bool) {
        let character = characterDescription(at: offset)
        switch mode {
        case .braced:
            syntaxError(at: offset, SyntaxErrorRule.expectedKeyOrBraceMessage(character))
        case .file where isFirstToken:
            syntaxError(at: offset, SyntaxErrorRule.unexpectedStartMessage(character, hint: SilentTruncationRule.hint(for: character)))
        case .file:
            reportTruncation(at: offset, reason: SilentTruncationRule.stopReason(character))
        }
    }

    /// Inside braces Apple treats a key quote that is never closed as the end of the entries and reads
    /// on just after it: when only blanks and comments stand before a `}`, it accepts the table there.
    mutating func closingBraceAfterStrayQuote() -> Int? {
        let resume = pos
        if skipTrivia() && bytes[pos] == ByteClass.closeBrace { return pos }
        pos = resume
        return nil
    }

    mutating func reportUnterminatedKey(at offset: Int, mode: EntryListMode, isFirstToken: Bool) {
        if mode == .braced || isFirstToken {
            syntaxError(at: offset, SyntaxErrorRule.unterminatedStringMessage)
        } else {
            reportTruncation(at: offset, reason: SilentTruncationRule.unterminatedStringReason)
        }
    }

    /// The end of the text where a key could start: fine, unless a `/*` swallowed the rest (Apple then
    /// silently ignores it) or a braced table is never closed.
    mutating func reportEndOfEntries(mode: EntryListMode) {
        if let comment = unterminatedComment {
            reportTruncation(at: comment, reason: SilentTruncationRule.unterminatedCommentReason)
            unterminatedComment = nil
        }
        if mode == .braced {
            let open = outerBrace ?? 0
            syntaxError(at: open, SyntaxErrorRule.unclosedMessage("{", "}", line: lineNumber(of: open)))
        }
    }

    mutating func reportTruncation(at offset: Int, reason: String) {
        truncationFindings.append(findings.count)
        report(.silentTruncation, at: offset, reason)
    }

    /// Appends to each silent truncation how many entries Apple drops because of it.
    /// Entries are in file order, their offsets (held in `keyLine` until placed) ascending: a binary
    /// search per truncation keeps a file full of `;;` linear.
    mutating func countDroppedEntries() {
        for index in truncationFindings {
            let offset = findings[index].offset
            let low = entryCount(before: offset)
            // Nothing after the stop: Apple drops no entry, so this is stray text, not a truncation (an
            // unclosed comment hides what it swallowed, so it stays a truncation).
            if entries.count == low, findings[index].message != SilentTruncationRule.unterminatedCommentReason,
                onlyBlanks(after: offset)
            {
                findings[index].rule = .strayText
                findings[index].message = StrayTextRule.message(characterDescription(at: offset))
                continue
            }
            findings[index].message += SilentTruncationRule.droppedSuffix(entries.count - low)
        }
    }

    /// Whether only blanks follow the character at `offset` to the end of the file: then the stop
    /// hides no text that was meant as an entry.
    func onlyBlanks(after offset: Int) -> Bool {
        var index = offset + 1
        while index < end, bytes[index] & 0xC0 == 0x80 { index += 1 }
        while index < end {
            guard [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) else { return false }
            index += 1
        }
        return true
    }

    /// How many entries start before `offset`, by binary search: entries are in file order, their
    /// offsets (held in `keyLine` until placed) ascending.
    func entryCount(before offset: Int) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].keyLine > offset { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// What Apple's parser returns of the text, decided by the first place it stops at: a syntax error
    /// or a value that is not a table rejects the file, a silent stop keeps the entries before it.
    /// Whatever the linter reports after that place, Apple never reads. Call before entries are placed.
    var load: TableLoad {
        var first: ScanFinding?
        for finding in findings where finding.rule.stopsApplesParser && finding.offset < first?.offset ?? .max {
            first = finding
        }
        guard let first else { return .whole }
        switch first.rule {
        case .silentTruncation, .strayText: return .truncated(keeping: entryCount(before: first.offset))
        default: return .rejected
        }
    }
}
