#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Maps byte offsets of UTF-8 text to the 1-based line and column a user sees, counting lines the way
/// editors (and `LineSplitter`) do — `\n`, `\r\n` and a lone `\r` — and columns in grapheme clusters.
struct LineTable {
    /// Offset of the first byte of every line.
    private let lineStarts: [Int]

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        var index = 0
        let end = bytes.count
        if let base = bytes.baseAddress, memchr(base, 0x0D, end) == nil {
            // Line feeds only: let the C library's vectorised memchr find them.
            while index < end, let hit = memchr(base + index, 0x0A, end - index) {
                index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(index)
            }
            index = end
        }
        while index < end {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A {
                starts.append(index)
            } else if byte == 0x0D {
                if index < end && bytes[index] == 0x0A { index += 1 }
                starts.append(index)
            }
        }
        lineStarts = starts
    }

    /// How many lines the text has (a text that ends with a line break has an empty last one).
    var lineCount: Int { lineStarts.count }

    /// Offset of the first byte of 1-based line `line`.
    func start(ofLine line: Int) -> Int { lineStarts[line - 1] }

    /// 1-based line of the byte at `offset`.
    func line(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// Line and column of the byte at `offset`; the column counts the characters before it on its line.
    func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let line = line(of: offset)
        let start = lineStarts[line - 1]
        let clamped = min(max(offset, start), bytes.count)
        var ascii = true
        for index in start..<clamped where bytes[index] >= 0x80 {
            ascii = false
            break
        }
        if ascii { return (line, clamped - start + 1) }
        let prefix = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<clamped]), as: UTF8.self)
        return (line, prefix.count + 1)
    }

    /// Offset of the first byte of the line after the one holding `offset` (the end when it is the last).
    func startOfNextLine(after offset: Int, end: Int) -> Int {
        let line = line(of: offset)
        return line < lineStarts.count ? lineStarts[line] : end
    }

    /// Offset of the first byte of the line holding `offset`.
    func startOfLine(containing offset: Int) -> Int { lineStarts[line(of: offset) - 1] }
}
