/// Turns increasing byte offsets into lines and columns in one forward pass over the text, so placing
/// every entry of a large file costs one scan rather than a search per entry.
struct PositionSweep {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    /// Whether a byte ≥ 0x80 occurs between `lineStart` and `offset` (columns then count characters).
    private var lineHasNonASCII = false

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Line and column of `target`, which must not be before the previous target.
    mutating func position(of target: Int) -> (line: Int, column: Int) {
        let target = min(target, bytes.count)
        advance(to: target)
        if !lineHasNonASCII { return (line, target - lineStart + 1) }
        let prefix = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<target]), as: UTF8.self)
        return (line, prefix.count + 1)
    }

    private mutating func advance(to target: Int) {
        var index = offset
        let base = bytes.baseAddress!
        while index < target {
            if index + 8 <= target {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if !WordScan.hasByte(word, 0x0A) && !WordScan.hasByte(word, 0x0D) && word & WordScan.highBits == 0 {
                    index += 8
                    continue
                }
            }
            let byte = base[index]
            index += 1
            if byte == 0x0A || (byte == 0x0D && (index >= bytes.count || base[index] != 0x0A)) {
                line += 1
                lineStart = index
                lineHasNonASCII = false
            } else if byte >= 0x80 {
                lineHasNonASCII = true
            }
        }
        offset = max(offset, target)
    }
}

/// Word-at-a-time byte tests ("has a zero byte" bit tricks) for the scanners' fast paths.
enum WordScan {
    static let lowBits: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether any of the eight bytes of `word` equals `byte`.
    @inline(__always)
    static func hasByte(_ word: UInt64, _ byte: UInt8) -> Bool {
        let spread = word ^ (lowBits &* UInt64(byte))
        return (spread &- lowBits) & ~spread & highBits != 0
    }
}
