import Foundation

/// A hash that is the same on every run and platform (Swift's `Hasher` is seeded per process).
public enum StableHash {
    public static let fnvOffsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    public static func fnv1a64(_ text: String) -> UInt64 {
        fnv1a64(continuing: fnvOffsetBasis, text.utf8)
    }

    /// The hash of the bytes hashed so far (`hash`, from `fnvOffsetBasis`) followed by `bytes`: the
    /// hash of a concatenation, part by part, without making it.
    public static func fnv1a64(continuing hash: UInt64, _ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash = hash
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    public static func fnv1a64Hex(_ text: String) -> String {
        hex(fnv1a64(text))
    }

    /// Sixteen lowercase hex digits.
    public static func hex(_ hash: UInt64) -> String {
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The bytes of `hex(hash)`, one at a time, without making the string (a SARIF log writes one per
    /// finding).
    public static func writeHex(_ hash: UInt64, _ write: (UInt8) -> Void) {
        let digits: StaticString = "0123456789abcdef"
        for shift in stride(from: 60, through: 0, by: -4) {
            write(digits.utf8Start[Int((hash >> UInt64(shift)) & 0xF)])
        }
    }
}

extension StableHash {
    /// An incremental 64-bit FNV-1a digest over strings and bytes; each part is followed by a separator
    /// so that ("ab", "c") and ("a", "bc") differ.
    public struct Digest: Sendable {
        private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

        public init() {}

        public mutating func add(_ text: String) {
            for byte in text.utf8 { mix(byte) }
            mix(0xFF)
        }

        public mutating func add(_ data: Data) {
            data.withUnsafeBytes { buffer in
                for byte in buffer { mix(byte) }
            }
            mix(0xFF)
        }

        private mutating func mix(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }

        public var hex: String {
            let text = String(hash, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }
    }
}
