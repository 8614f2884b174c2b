import Dispatch

/// The entries whose key an earlier entry of the same table already has, each with the first such
/// entry, in file order. A large table is searched on two cores: keys are split by one bit of their
/// hash (one the index's slots do not use), so each half holds every entry of its keys and
/// finds the same first definitions.
enum RepeatedKeys {
    struct Repeat: Sendable {
        var position: Int
        var first: Int
    }

    /// Tables from this many entries are searched in two halves at once.
    static let halvesFromCount = 100_000

    static func find(in entries: [StringsEntry]) -> [Repeat] {
        guard entries.count >= halvesFromCount else { return find(in: entries, half: nil) }
        let found = Results<Repeat>()
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            found.store(find(in: entries, half: UInt32(half)), half: half)
        }
        return found.joined().sorted { $0.position < $1.position }
    }

    /// The hash of an entry's key made now, for one the scanner did not make.
    private static func keyHash(of entry: StringsEntry) -> UInt32 {
        entry.keyStorage.withUTF8(ExactKeyIndex.keyHash)
    }

    /// The repeats among the entries whose key hash has `half` as its bit 31 (every entry when nil).
    private static func find(in entries: [StringsEntry], half: UInt32?) -> [Repeat] {
        var index = ExactKeyIndex(capacity: half == nil ? entries.count : entries.count / 2 + 1)
        var repeats: [Repeat] = []
        for position in entries.indices {
            let made = entries[position].keyHash
            let hash = made != 0 ? made : keyHash(of: entries[position])
            if let half, hash >> 31 != half { continue }
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
