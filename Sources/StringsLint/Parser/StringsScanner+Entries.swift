/// How a list of entries ends: at the end of the file (a `.strings` file), or at the `}` of a file
/// written inside braces.
enum EntryListMode {
    case file
    case braced
}

extension StringsScanner {
    /// Reads `key = value;` entries the way Apple's `parsePlistDictContent` does, but on a mistake it
    /// reports it, resynchronises and reads on. Returns the offset of the closing `}` in braced mode.
    /// `isFirstToken`: false when reading on from an entry boundary. `pauseAt`: stop (setting
    /// `pausedAt`) at the first entry boundary at or after this offset, once a token has been read.
    mutating func scanEntries(mode: EntryListMode, isFirstToken first: Bool? = nil, pauseAt: Int? = nil) -> Int? {
        var isFirstToken = first ?? (mode == .file)
        while true {
            insideEntry = false
            spanningPart = nil
            if !pendingFindings.isEmpty { pendingFindings.removeAll(keepingCapacity: true) }
            guard skipTrivia() else {
                reportEndOfEntries(mode: mode)
                return nil
            }
            let start = pos
            if let pauseAt, start >= pauseAt, !isFirstToken {
                pausedAt = start
                return nil
            }
            let byte = bytes[start]
            if mode == .braced && byte == ByteClass.closeBrace { return start }
            let wasFirst = isFirstToken
            isFirstToken = false
            guard ByteClass.isQuote(byte) || ByteClass.isUnquoted(byte) else {
                reportStop(at: start, mode: mode, isFirstToken: wasFirst)
                skipStopCharacter(at: start)
                continue
            }
            insideEntry = true
            var key: ScannedString
            if ByteClass.isQuote(byte) {
                guard let quoted = scanQuoted(decoding: true) else {
                    if mode == .braced, let close = closingBraceAfterStrayQuote() {
                        reportTruncation(at: start, reason: SilentTruncationRule.strayQuoteInBracesReason)
                        return close
                    }
                    reportUnterminatedKey(at: start, mode: mode, isFirstToken: wasFirst)
                    pos = lines.startOfNextLine(after: start, end: end)
                    continue
                }
                key = quoted
                keepDecodedText(of: &key)
            } else {
                key = scanUnquoted()
            }
            if key.spansLines { spanningPart = SpanningPart(kind: .string, offset: key.start) }
            scanEntryRest(key: key, isFirstToken: wasFirst, mode: mode)
        }
    }

    /// After the key: `= value ;` or the `;` shorthand.
    private mutating func scanEntryRest(key: ScannedString, isFirstToken: Bool, mode: EntryListMode) {
        guard skipTrivia() else {
            if isFirstToken && unterminatedComment == nil {
                report(.notATable, at: key.start, NotATableRule.singleStringMessage)
            } else {
                reportEntryError(at: unterminatedComment ?? key.end, failure: end, SyntaxErrorRule.missingValueMessage)
            }
            return
        }
        let byte = bytes[pos]
        var value: ScannedValue
        var hadError = false
        if byte == ByteClass.semicolon {
            value = .string(key)
        } else {
            let missingEquals = byte != ByteClass.equals
            if missingEquals, spanningPart == nil, lineNumber(of: pos) > lineNumber(of: key.end), onlySpaceBefore(pos) {
                // `"a" = "b"; oops` with the next entry on a later line: the stray word is the mistake,
                // not the correct entry after it. Report it and read on from the next entry.
                syntaxError(at: key.start, SyntaxErrorRule.strayKeyMessage(text(of: key)))
                return
            }
            if missingEquals {
                guard startsValue(byte) else {
                    let message = SyntaxErrorRule.expectedEqualsMessage(characterDescription(at: pos))
                    resync(after: reportEntryError(at: pos, failure: pos, message), entryStart: key.start)
                    return
                }
                hadError = true
                reportEntryError(at: pos, failure: pos, SyntaxErrorRule.missingEqualsMessage)
            } else {
                pos += 1
            }
            switch scanObject(depth: 1, required: true) {
            case .failure(let problem):
                let resume = hadError ? problem.offset : reportEntryError(at: problem.offset, failure: problem.offset, problem.message)
                resync(after: resume, entryStart: key.start)
                return
            case .success(let scanned):
                value = scanned!
            }
            if case .string(let string) = value, string.spansLines, spanningPart == nil {
                spanningPart = SpanningPart(kind: .string, offset: string.start)
            }
        }
        finishEntry(key: key, value: value, hadError: hadError)
    }

    /// After the value: the `;`, or a report of the missing one.
    private mutating func finishEntry(key: ScannedString, value: ScannedValue, hadError: Bool) {
        let found = skipTrivia()
        if found && bytes[pos] == ByteClass.semicolon {
            pos += 1
            commitEntry(key: key, value: value, keepFindings: !hadError)
            return
        }
        if hadError {
            resync(after: found ? pos : end, entryStart: key.start)
            return
        }
        guard found else {
            reportEntryError(at: unterminatedComment ?? value.end, failure: end, SyntaxErrorRule.missingSemicolonMessage)
            commitEntry(key: key, value: value, keepFindings: true)
            return
        }
        if isCleanLineBreak(after: value.end, nextToken: pos) {
            syntaxError(at: value.end, SyntaxErrorRule.missingSemicolonMessage)
            commitEntry(key: key, value: value, keepFindings: true)
            return
        }
        let resume = reportEntryError(at: value.end, failure: pos, SyntaxErrorRule.missingSemicolonMessage)
        resync(after: resume, entryStart: key.start)
    }

    /// Builds the entry whole before it goes into the array (one write, and each storage moved in, not
    /// copied: no reference counting of the file's bytes beyond the entry's own).
    private mutating func commitEntry(key: ScannedString, value: ScannedValue, keepFindings: Bool) {
        if !pendingFindings.isEmpty {
            if keepFindings { findings += pendingFindings }
            pendingFindings.removeAll(keepingCapacity: true)
        }
        let keyStorage = keyStorage(of: key)
        var entry: StringsEntry
        switch value {
        case .string(let string):
            let isShorthand = string.start == key.start
            var summary = FormatSummary.unknown
            if summarizesFormats {
                summary = isShorthand ? keyStorage.withUTF8 { FormatSummary(utf8: $0) } : formatSummary(of: string)
            }
            let valueStorage = isShorthand ? keyStorage : storage(of: string)
            entry = StringsEntry(
                keyStorage: consume keyStorage, valueStorage: consume valueStorage, keyIsQuoted: key.isQuoted,
                valueIsQuoted: string.isQuoted, valueKind: .string)
            entry.formatSummary = summary
        case .container(let kind, _, _):
            entry = StringsEntry(
                keyStorage: consume keyStorage, valueStorage: .none, keyIsQuoted: key.isQuoted, valueIsQuoted: false, valueKind: kind)
        }
        entry.keyLine = key.start
        entry.valueLine = value.start
        entry.keyHash =
            key.decoded.map { text in
                var text = text
                return text.withUTF8(ExactKeyIndex.keyHash)
            } ?? ExactKeyIndex.keyHash(UnsafeBufferPointer(rebasing: bytes[key.contentStart..<key.contentEnd]))
        append(consume entry)
    }

    /// The summary of a value, read without decoding it. Its raw bytes show the decoded value's
    /// specifiers unless an escape makes an ASCII character (octal, `\U`: it can be a `%`) or one stands
    /// inside a specifier (then the raw reading finds a problem): in those cases the value is decoded
    /// and read again.
    private mutating func formatSummary(of string: ScannedString) -> FormatSummary {
        let raw = FormatSummary(utf8: UnsafeBufferPointer(rebasing: bytes[string.contentStart..<string.contentEnd]))
        guard string.hasEscapes, string.hasASCIICodeEscapes || (raw.isKnown && raw.hasProblems) else { return raw }
        let (resume, reported) = (pos, pendingFindings.count)
        pos = string.start
        _ = scanQuoted(decoding: true)
        pos = resume
        pendingFindings.removeSubrange(reported...)  // its escapes were reported the first time
        return scratch.withUnsafeBufferPointer { FormatSummary(utf8: $0) }
    }

    func startsValue(_ byte: UInt8) -> Bool {
        ByteClass.isQuote(byte) || ByteClass.isUnquoted(byte) || byte == ByteClass.openBrace
            || byte == ByteClass.openParen || byte == ByteClass.lessThan
    }
}
