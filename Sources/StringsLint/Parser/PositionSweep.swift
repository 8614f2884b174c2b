#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns increasing byte offsets into lines and columns in one forward pass over the text, so placing
/// every entry of a large file costs one scan rather than a search per entry. Line feeds are found
/// with `memchr`; a file with carriage returns takes the byte-by-byte path.
struct PositionSweep {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let hasCarriageReturns: Bool
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        hasCarriageReturns = bytes.baseAddress.map { memchr($0, 0x0D, bytes.count) != nil } ?? false
    }

    /// A sweep that starts at `lineStart`, the start of a line, counting it as line 1: the second half
    /// of a text placed in two halves at once (`EntryPlacement`).
    func started(atLineStart lineStart: Int) -> PositionSweep {
        var sweep = self
        (sweep.offset, sweep.line, sweep.lineStart) = (lineStart, 1, lineStart)
        return sweep
    }

    /// The start of the line that holds `offset` (after the nearest line feed or carriage return).
    func lineStart(of offset: Int) -> Int {
        var index = min(offset, bytes.count)
        while index > 0 {
            let byte = bytes[index - 1]
            if byte == 0x0A || (hasCarriageReturns && byte == 0x0D) { break }
            index -= 1
        }
        return index
    }

    /// The line of `target`, which must not be before the previous target.
    mutating func lineNumber(of target: Int) -> Int {
        let target = min(target, bytes.count)
        if target > offset {
            if hasCarriageReturns { advanceByteByByte(to: target) } else { advanceByWords(to: target) }
            offset = target
        }
        return line
    }

    /// Line and column of `target`, which must not be before the previous target.
    mutating func position(of target: Int) -> (line: Int, column: Int) {
        let target = min(target, bytes.count)
        let line = lineNumber(of: target)
        if WordScan.isASCII(bytes, lineStart..<target) { return (line, target - lineStart + 1) }
        return (line, Self.characterCount(UnsafeBufferPointer(rebasing: bytes[lineStart..<target])) + 1)
    }

    /// Characters (grapheme clusters) in a piece of a line. For two-byte scalars outside the blocks
    /// that hold combining marks (U+0080–U+02FF, Greek and Cyrillic letters up to U+047F, U+04C0–U+058F)
    /// every scalar is a character of its own and counting lead bytes is enough; anything else is left
    /// to Swift's grapheme breaking.
    static func characterCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 {
            switch byte {
            case 0x00...0x7F, 0xC2...0xCB, 0xCE...0xD1, 0xD3...0xD5: count += 1
            default: return String(decoding: bytes, as: UTF8.self).count
            }
        }
        return count
    }

    private mutating func advanceByWords(to target: Int) {
        let base = bytes.baseAddress!
        var index = offset
        // memchr is vectorised by the C library: line feeds are ~90 bytes apart in real files.
        while index < target, let hit = memchr(base + index, 0x0A, target - index) {
            index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
            line += 1
            lineStart = index
        }
    }

    private mutating func advanceByteByByte(to target: Int) {
        var index = offset
        while index < target {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A || (byte == 0x0D && (index >= bytes.count || bytes[index] != 0x0A)) {
                line += 1
                lineStart = index
            }
        }
    }
}
