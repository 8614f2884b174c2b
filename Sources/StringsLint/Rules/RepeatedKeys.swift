import Dispatch

/// The entries whose key an earlier entry of the same table already has, each with the first such
/// entry, in file order. A large table is searched on two cores: keys are split by one bit of their
/// hash (one the index's slots and tags do not use), so each half holds every entry of its keys and
/// finds the same first definitions.
enum RepeatedKeys {
    struct Repeat: Sendable {
        var position: Int
        var first: Int
    }

    /// Tables from this many entries are searched in two halves at once.
    static let halvesFromCount = 100_000

    static func find(in entries: [StringsEntry]) -> [Repeat] {
        guard entries.count >= halvesFromCount else { return find(in: entries, hashes: keyHashes(of: entries, entries.indices), half: nil) }
        // Each core hashes half the keys, in file order; then each indexes the keys of its half of the hashes.
        let middle = entries.count / 2
        let hashed = Results<UInt64>()
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            hashed.store(keyHashes(of: entries, half == 0 ? 0..<middle : middle..<entries.count), half: half)
        }
        let hashes = hashed.joined()
        let found = Results<Repeat>()
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            found.store(find(in: entries, hashes: hashes, half: UInt64(half)), half: half)
        }
        return found.joined().sorted { $0.position < $1.position }
    }

    private static func keyHashes(of entries: [StringsEntry], _ range: Range<Int>) -> [UInt64] {
        range.map { position in entries[position].keyStorage.withUTF8(ExactKeyIndex.hash) }
    }

    /// The repeats among the entries whose key hash has `half` as its bit 31 (every entry when nil).
    private static func find(in entries: [StringsEntry], hashes: [UInt64], half: UInt64?) -> [Repeat] {
        var index = ExactKeyIndex(capacity: half == nil ? entries.count : entries.count / 2 + 1)
        var repeats: [Repeat] = []
        for position in entries.indices {
            let hash = hashes[position]
            if let half, (hash >> 31) & 1 != half { continue }
            if let first = index.insert(hash: hash, index: position, isSameKey: { sameKey(entries[$0], entries[position]) }) {
                repeats.append(Repeat(position: position, first: first))
            }
        }
        return repeats
    }

    /// Keys compared byte for byte, as CoreFoundation compares them.
    private static func sameKey(_ lhs: StringsEntry, _ rhs: StringsEntry) -> Bool {
        lhs.keyStorage.withUTF8 { left in rhs.keyStorage.withUTF8 { left.elementsEqual($0) } }
    }

    /// What the two halves found, each written by one thread.
    private final class Results<Element>: @unchecked Sendable {
        private var first: [Element] = []
        private var second: [Element] = []

        func store(_ elements: [Element], half: Int) {
            if half == 0 { first = elements } else { second = elements }
        }

        func joined() -> [Element] { first + second }
    }
}
