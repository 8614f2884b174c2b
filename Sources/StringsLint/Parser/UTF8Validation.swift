import Dispatch

/// The first byte that keeps a byte sequence from being clean UTF-8 text.
struct UTF8Problem {
    enum Kind { case nul, invalid, utf16WithoutBOM }
    var offset: Int
    var kind: Kind

    static let nulMessage =
        "the file contains a NUL byte, so it is not text; "
        + "is it a binary file? Save it as UTF-8 (or UTF-16 with a byte order mark)"

    func message(bytes: UnsafeBufferPointer<UInt8>) -> String {
        switch kind {
        case .nul:
            return Self.nulMessage
        case .utf16WithoutBOM:
            return "the file looks like UTF-16 without a byte order mark, which Apple's parser reads as UTF-8; "
                + "save it as UTF-8, or as UTF-16 with a byte order mark"
        case .invalid:
            let hex = String(bytes[offset], radix: 16, uppercase: true)
            return "the file is not valid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex) here); "
                + "save it as UTF-8, or as UTF-16 with a byte order mark"
        }
    }
}

/// Strict UTF-8 validation over bytes (no overlong forms, no surrogates, nothing above U+10FFFF),
/// with NUL bytes refused as well: a text `.strings` file never contains one.
/// A large text is checked in two halves on two cores, split before a byte that starts a character.
enum UTF8Validation {
    /// Texts from this size are checked in two halves at once.
    static let halvesFromSize = 4 << 20

    /// `halvesFromSize`: from which size the text is checked in two halves (tests lower it).
    static func firstProblem(in buffer: UnsafeBufferPointer<UInt8>, halvesFromSize: Int = UTF8Validation.halvesFromSize) -> UTF8Problem? {
        let found = buffer.count >= halvesFromSize ? firstInvalidInHalves(buffer) : firstInvalid(buffer)
        guard let nul = found else { return nil }
        if nul.kind == .nul && looksLikeUTF16(buffer) { return UTF8Problem(offset: 0, kind: .utf16WithoutBOM) }
        return nul
    }

    /// `firstInvalid` of the text, from its two halves. The second starts at the first byte from the
    /// middle that is not a continuation byte: no valid character then runs across the split, and an
    /// invalid one that does is found invalid by the first half at the same offset.
    private static func firstInvalidInHalves(_ bytes: UnsafeBufferPointer<UInt8>) -> UTF8Problem? {
        var split = bytes.count / 2
        while split < bytes.count, bytes[split] & 0xC0 == 0x80 { split += 1 }
        let halves = Halves(first: UnsafeBufferPointer(rebasing: bytes[..<split]), second: UnsafeBufferPointer(rebasing: bytes[split...]))
        DispatchQueue.concurrentPerform(iterations: 2) { halves.check($0) }
        if let problem = halves.firstProblem { return problem }
        return halves.secondProblem.map { UTF8Problem(offset: $0.offset + split, kind: $0.kind) }
    }

    /// The two halves of a text, each checked by one thread, which writes only its own problem.
    private final class Halves: @unchecked Sendable {
        let first: UnsafeBufferPointer<UInt8>
        let second: UnsafeBufferPointer<UInt8>
        var firstProblem: UTF8Problem?
        var secondProblem: UTF8Problem?

        init(first: UnsafeBufferPointer<UInt8>, second: UnsafeBufferPointer<UInt8>) {
            (self.first, self.second) = (first, second)
        }

        func check(_ half: Int) {
            if half == 0 { firstProblem = UTF8Validation.firstInvalid(first) } else { secondProblem = UTF8Validation.firstInvalid(second) }
        }
    }

    /// Many NUL bytes at even or odd positions only: UTF-16 text of mostly ASCII characters.
    private static func looksLikeUTF16(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let sample = min(bytes.count, 512)
        guard sample >= 2 else { return false }
        var evenZeros = 0
        var oddZeros = 0
        for index in 0..<sample where bytes[index] == 0 {
            if index % 2 == 0 { evenZeros += 1 } else { oddZeros += 1 }
        }
        let half = sample / 2
        return max(evenZeros, oddZeros) * 2 >= half && min(evenZeros, oddZeros) * 8 < max(evenZeros, oddZeros)
    }

    fileprivate static func firstInvalid(_ bytes: UnsafeBufferPointer<UInt8>) -> UTF8Problem? {
        guard let base = bytes.baseAddress else { return nil }
        var index = 0
        let end = bytes.count
        while index < end {
            let lead = base[index]
            if lead < 0x80 {
                if lead == 0 { return UTF8Problem(offset: index, kind: .nul) }
                // A run of ASCII: sixteen, then eight bytes at a time while none is 0 or above 0x7F.
                index += 1
                while index + 16 <= end {
                    let first = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    let second = UnsafeRawPointer(base + index + 8).loadUnaligned(as: UInt64.self)
                    if !WordScan.isPlainASCII(first) || !WordScan.isPlainASCII(second) { break }
                    index += 16
                }
                while index + 8 <= end {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    if !WordScan.isPlainASCII(word) { break }
                    index += 8
                }
                continue
            }
            // Fast paths for two-byte letters (Latin, Cyrillic, Hebrew, Arabic…) and three-byte ones
            // (CJK, Indic…) outside the ranges that need a narrower second byte.
            if lead >= 0xC2 && lead <= 0xDF && index + 1 < end && base[index + 1] & 0xC0 == 0x80 {
                index += 2
                continue
            }
            if lead >= 0xE1 && lead <= 0xEF && lead != 0xED && index + 2 < end
                && base[index + 1] & 0xC0 == 0x80 && base[index + 2] & 0xC0 == 0x80
            {
                index += 3
                continue
            }
            let length = sequenceLength(bytes, at: index)
            if length == 0 { return UTF8Problem(offset: index, kind: .invalid) }
            index += length
        }
        return nil
    }

    /// Length of the valid multi-byte sequence at `index`, or 0 when it is not one.
    private static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        let second = bytes[index + 1]
        guard second >= low && second <= high else { return 0 }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
        return length
    }
}
