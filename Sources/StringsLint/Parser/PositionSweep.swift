/// Turns increasing byte offsets into lines and columns in one forward pass over the text, so placing
/// every entry of a large file costs one scan rather than a search per entry. Line feeds are counted
/// eight bytes at a time; a file with carriage returns takes the byte-by-byte path.
struct PositionSweep {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let hasCarriageReturns: Bool
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        hasCarriageReturns = WordScan.firstIndex(of: 0x0D, in: bytes, from: 0) != nil
    }

    /// Line and column of `target`, which must not be before the previous target.
    mutating func position(of target: Int) -> (line: Int, column: Int) {
        let target = min(target, bytes.count)
        if target > offset {
            if hasCarriageReturns { advanceByteByByte(to: target) } else { advanceByWords(to: target) }
            offset = target
        }
        if WordScan.isASCII(bytes, lineStart..<target) { return (line, target - lineStart + 1) }
        let prefix = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<target]), as: UTF8.self)
        return (line, prefix.count + 1)
    }

    private mutating func advanceByWords(to target: Int) {
        var index = offset
        let base = bytes.baseAddress!
        // Whole words, the last one masked to the bytes before `target` (no byte-by-byte tail).
        while index < target && index + 8 <= bytes.count {
            var flags = WordScan.matches(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self), 0x0A)
            let remaining = target - index
            if remaining < 8 { flags &= (1 << UInt64(remaining * 8)) - 1 }
            if flags != 0 {
                line += flags.nonzeroBitCount
                lineStart = index + (63 - flags.leadingZeroBitCount) / 8 + 1
            }
            index += min(8, remaining)
        }
        while index < target {
            if base[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
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
