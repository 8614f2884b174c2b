#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension StringsScanner {
    /// Apple's `advanceToNonSpace`: skips whitespace (including U+2028 and U+2029), `//` comments and
    /// `/* */` comments. Returns false at the end of the text. A lone `/` is not a comment: it is left
    /// for the caller (it can start an unquoted string). Remembers a `/*` never closed and, inside an
    /// entry, the first comment that runs across lines.
    mutating func skipTrivia() -> Bool {
        while pos < end {
            let byte = bytes[pos]
            if ByteClass.isASCIISpace(byte) {
                pos += 1
                continue
            }
            if byte == 0xE2 {
                let length = ByteClass.separatorLength(bytes, at: pos)
                if length == 0 { return true }
                pos += length
                continue
            }
            guard byte == ByteClass.slash, pos + 1 < end else { return true }
            let next = bytes[pos + 1]
            if next == ByteClass.slash {
                skipLineComment()
            } else if next == ByteClass.star {
                skipBlockComment()
            } else {
                return true
            }
        }
        return false
    }

    private mutating func skipLineComment() {
        let start = pos
        pos += 2
        let base = bytes.baseAddress!
        while pos < end {
            // Eight bytes at a time while none can end the line (a line break, or the lead byte of U+2028/9).
            if pos + 8 <= end {
                let word = UnsafeRawPointer(base + pos).loadUnaligned(as: UInt64.self)
                let stops =
                    WordScan.matches(word, ByteClass.lineFeed) | WordScan.matches(word, ByteClass.carriageReturn)
                    | WordScan.matches(word, 0xE2)
                if stops == 0 {
                    pos += 8
                    continue
                }
                pos += stops.trailingZeroBitCount / 8
            }
            let byte = bytes[pos]
            if ByteClass.isLineBreak(byte) || (byte == 0xE2 && ByteClass.separatorLength(bytes, at: pos) > 0) { break }
            pos += 1
        }
        if insideEntry && spanningPart == nil { spanningPart = SpanningPart(kind: .comment, offset: start) }
    }

    private mutating func skipBlockComment() {
        let start = pos
        pos += 2
        // Whether the comment runs across lines matters only for the first part of an entry that does.
        guard insideEntry && spanningPart == nil else {
            skipToCommentEnd(start: start)
            return
        }
        var spans = false
        let base = bytes.baseAddress!
        while pos < end {
            // Eight bytes at a time while none is a `*` (nor, until one is seen, a line break).
            if pos + 8 <= end {
                let word = UnsafeRawPointer(base + pos).loadUnaligned(as: UInt64.self)
                var stops = WordScan.matches(word, ByteClass.star)
                if !spans { stops |= WordScan.matches(word, ByteClass.lineFeed) | WordScan.matches(word, ByteClass.carriageReturn) }
                if stops == 0 {
                    pos += 8
                    continue
                }
                pos += stops.trailingZeroBitCount / 8
            }
            let byte = bytes[pos]
            pos += 1
            if byte == ByteClass.star && pos < end && bytes[pos] == ByteClass.slash {
                pos += 1
                if spans && insideEntry && spanningPart == nil {
                    spanningPart = SpanningPart(kind: .comment, offset: start)
                }
                return
            }
            if ByteClass.isLineBreak(byte) { spans = true }
        }
        if unterminatedComment == nil { unterminatedComment = start }
    }

    /// Skips to just after the `*/` that closes the comment opened at `start`, with `memchr` finding
    /// each `*` (comments between entries, most of them, are searched for nothing else).
    private mutating func skipToCommentEnd(start: Int) {
        let base = bytes.baseAddress!
        while pos < end, let star = memchr(base + pos, Int32(ByteClass.star), end - pos) {
            pos = base.distance(to: star.assumingMemoryBound(to: UInt8.self)) + 1
            if pos < end && bytes[pos] == ByteClass.slash {
                pos += 1
                return
            }
        }
        pos = end
        if unterminatedComment == nil { unterminatedComment = start }
    }
}
