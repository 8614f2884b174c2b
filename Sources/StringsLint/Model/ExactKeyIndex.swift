/// Finds repeated keys among a table's entries, comparing keys byte for byte as CoreFoundation
/// compares dictionary keys (Swift's `String` equality would merge canonically equivalent spellings).
/// An open-addressing table of entry indexes with a word-at-a-time hash: linting a large file does not
/// pay for a general-purpose hasher on every key.
struct ExactKeyIndex {
    /// Per slot: the key's hash and the entry index + 1 (0: empty), so most probes never compare keys
    /// and a slot costs eight bytes.
    private var slots: [UInt64]
    private let mask: Int

    init(capacity: Int) {
        var size = 16
        while size * 3 < capacity * 4 { size <<= 1 }  // load factor at most 3/4
        slots = Array(repeating: 0, count: size)
        mask = size - 1
    }

    /// Records entry `index`, whose key's bytes have `keyHash(_:)`; returns the index recorded earlier
    /// for the same key, if any. `isSameKey(other)` says whether entry `other` has the same key (asked
    /// only when the hashes agree).
    mutating func insert(hash: UInt32, index: Int, isSameKey: (Int) -> Bool) -> Int? {
        do {
            let tag = UInt64(hash) << 32
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 {
                if slots[slot] & 0xFFFF_FFFF_0000_0000 == tag {
                    let other = Int(slots[slot] & 0xFFFF_FFFF) - 1
                    if isSameKey(other) { return other }
                }
                slot = (slot + 1) & mask
            }
            slots[slot] = tag | UInt64(index + 1)
            return nil
        }
    }

    /// A key's hash in 32 bits, never 0 (which an entry uses for "not made yet").
    static func keyHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let wide = hash(bytes)
        let narrow = UInt32(truncatingIfNeeded: wide ^ (wide >> 32))
        return narrow == 0 ? 1 : narrow
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var index = 0
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                hash = (hash ^ UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
                hash ^= hash >> 29
                index += 8
            }
        }
        while index < bytes.count {
            hash = (hash ^ UInt64(bytes[index])) &* 0x0100_0000_01B3
            index += 1
        }
        hash ^= hash >> 32
        return hash &* 0xC4CE_B9FE_1A85_EC53
    }
}
