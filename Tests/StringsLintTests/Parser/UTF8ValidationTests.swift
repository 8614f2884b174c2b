import Testing
@testable import StringsLint

/// A large text is checked for UTF-8 in two halves at once; the first problem must be the one a check
/// from the start finds, wherever the split falls: inside a character, just before or after a bad byte.
@Suite("UTF-8 validation in halves")
struct UTF8ValidationTests {
    /// Valid text of one-to-four-byte characters, then each bad byte put in at every offset in turn.
    static let valid = Array("ab é€ 😀 xyz ключ 键 \"k\" = \"v\";".utf8)
    static let badBytes: [[UInt8]] = [[0x00], [0x80], [0xC0, 0x80], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF]]

    static func problem(_ bytes: [UInt8], halves: Bool) -> String {
        let found = bytes.withUnsafeBufferPointer { UTF8Validation.firstProblem(in: $0, halvesFromSize: halves ? 0 : .max) }
        return found.map { "\($0.offset) \($0.kind)" } ?? "none"
    }

    @Test("the same first problem as one check from the start, for a bad byte at every offset")
    func sameFirstProblem() {
        #expect(Self.problem(Self.valid, halves: true) == "none")
        for bad in Self.badBytes {
            for offset in 0...Self.valid.count {
                var bytes = Self.valid
                bytes.insert(contentsOf: bad, at: offset)
                #expect(Self.problem(bytes, halves: true) == Self.problem(bytes, halves: false), "\(bad) at \(offset)")
            }
        }
    }

    @Test("a character cut at the end, and a run of continuation bytes across the middle")
    func cutCharacters() {
        for bytes: [UInt8] in [[0x61, 0xE2, 0x82], [0x61, 0x62, 0x80, 0x80, 0x80, 0x80, 0x80, 0x63], [0xF0, 0x9F, 0x98, 0x80], [0x61]] {
            #expect(Self.problem(bytes, halves: true) == Self.problem(bytes, halves: false), "\(bytes)")
        }
    }
}

/// The word test the ASCII runs are skipped with.
@Suite("Plain ASCII words")
struct PlainASCIIWordTests {
    @Test("a word is plain ASCII exactly when each of its bytes is from 0x01 to 0x7F")
    func everyByteAtEveryPlace() {
        for byte in 0...255 {
            for place in 0..<8 {
                var word: UInt64 = 0x6161_6161_6161_6161
                word &= ~(0xFF << UInt64(place * 8))
                word |= UInt64(byte) << UInt64(place * 8)
                #expect(WordScan.isPlainASCII(word) == (1...0x7F).contains(byte), "\(byte) at \(place)")
            }
        }
        #expect(!WordScan.isPlainASCII(0x0000_0000_0000_0100), "zeros above a 1, which borrows nothing")
        #expect(!WordScan.isPlainASCII(0))
    }
}
