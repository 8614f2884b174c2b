/// Word-at-a-time byte tests for the scanners' fast paths.
enum WordScan {
    static let lowBits: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let lowSeven: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// 0x80 in each byte of `word` that equals `byte`, 0 elsewhere (exact, no false positives).
    @inline(__always)
    static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let spread = word ^ (lowBits &* UInt64(byte))
        return ~(((spread & lowSeven) &+ lowSeven) | spread | lowSeven)
    }

    /// Whether any of the eight bytes of `word` equals `byte`.
    @inline(__always)
    static func hasByte(_ word: UInt64, _ byte: UInt8) -> Bool { matches(word, byte) != 0 }

    /// 0x80 in each byte of `word` below `bound` (at most 0x80), in four operations instead of the six
    /// `matches` takes for each byte value. The lowest flagged byte is exact; a byte just above a
    /// flagged one can be flagged too when it equals `bound` (the subtraction borrows from it), so a
    /// caller checks each byte it stops at. `lineBreaks` is the use: `\n` and `\r` are below 0x0E.
    @inline(__always)
    static func below(_ word: UInt64, _ bound: UInt8) -> UInt64 {
        (word &- lowBits &* UInt64(bound)) & ~word & highBits
    }

    /// `below(word, 0x0E)`: the line breaks of `word`, and possibly other control characters.
    @inline(__always)
    static func lineBreaks(_ word: UInt64) -> UInt64 { below(word, 0x0E) }

    /// Whether every byte of `word` is from 0x01 to 0x7F (ASCII without NUL), in three operations:
    /// subtracting 1 from each byte sets its high bit only for 0 (or for a byte that has it already).
    @inline(__always)
    static func isPlainASCII(_ word: UInt64) -> Bool { (word | (word &- lowBits)) & highBits == 0 }

    /// Whether every byte in `range` is below 0x80.
    @inline(__always)
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var index = range.lowerBound
        while index < range.upperBound && index + 8 <= bytes.count {
            var high = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & highBits
            let remaining = range.upperBound - index
            if remaining < 8 { high &= (1 << UInt64(remaining * 8)) - 1 }
            if high != 0 { return false }
            index += min(8, remaining)
        }
        while index < range.upperBound {
            if base[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }
}
