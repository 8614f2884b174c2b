import Foundation

/// The Strings that facts are made of, made once per worker thread and then shared: a class name,
/// a superclass or a selector mentioned in thousands of files is one allocation, not thousands.
///
/// Looked up by the token's bytes, so a String is made only the first time. Strings of up to 15 bytes
/// are stored inside the String value itself and need no sharing. Used by one thread at a time.
final class TextInterner {
    /// Above this many entries the table starts over (a huge file of unique names gains nothing).
    private static let limit = 1 << 16

    @exclusivity(unchecked) private var strings: [String?]
    @exclusivity(unchecked) private var hashes: [UInt64]
    @exclusivity(unchecked) private var count = 0

    init() {
        strings = Array(repeating: nil, count: 1024)
        hashes = Array(repeating: 0, count: 1024)
    }

    /// The String of these UTF-8 bytes (as `String(decoding:as:)` makes it).
    func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if bytes.count <= 15 { return String(decoding: bytes, as: UTF8.self) }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let mask = strings.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while let stored = strings[slot] {
            if hashes[slot] == hash, stored.utf8.count == bytes.count,
                stored.utf8.withContiguousStorageIfAvailable({ memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }) == true
            {
                return stored
            }
            slot = (slot + 1) & mask
        }
        let made = String(decoding: bytes, as: UTF8.self)
        if count >= Self.limit { clear() } else if (count + 1) * 2 > strings.count { grow() }
        insert(made, hash: hash)
        return made
    }

    private func insert(_ string: String, hash: UInt64) {
        let mask = strings.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while strings[slot] != nil { slot = (slot + 1) & mask }
        strings[slot] = string
        hashes[slot] = hash
        count += 1
    }

    /// Doubles the table, moving each String across (taken out of the old table rather than copied: a
    /// copy retained it, and freeing the old table released it again, twice per entry per doubling).
    private func grow() {
        var oldStrings: [String?] = Array(repeating: nil, count: strings.count * 2)
        swap(&oldStrings, &strings)
        let oldHashes = hashes
        hashes = Array(repeating: 0, count: oldHashes.count * 2)
        count = 0
        oldStrings.withUnsafeMutableBufferPointer { old in
            for slot in old.indices { if let string = old[slot].take() { insert(string, hash: oldHashes[slot]) } }
        }
    }

    /// Empties the table but keeps its size: a worker that filled it once (a large tree) would only
    /// grow it again, step by step.
    private func clear() {
        for slot in strings.indices { strings[slot] = nil }
        count = 0
    }
}
