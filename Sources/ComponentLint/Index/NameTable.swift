import SourceFacts

/// Class names to their positions in the index's `names`, as a hash table of 32-bit positions: the
/// names are not stored again, and a slot takes four bytes where a `[String: Int32]` entry took
/// twenty (a 50 MB source declares 300,000 classes). Open addressing with linear probing, kept at
/// most half full.
struct NameTable: Sendable {
    /// A position in `names`, or -1 for an empty slot.
    private var slots: [Int32]
    private var count = 0

    /// Room for `capacity` names before the table grows.
    init(capacity: Int) {
        slots = Array(repeating: -1, count: Self.slotCount(for: capacity))
    }

    private static func slotCount(for capacity: Int) -> Int {
        var slots = 16
        while slots < capacity * 2 { slots <<= 1 }
        return slots
    }

    /// The position of `name`, if the table has it.
    func position(of name: String, in names: [String]) -> Int32? {
        let mask = slots.count - 1
        var slot = name.hashValue & mask
        while true {
            let position = slots[slot]
            if position < 0 { return nil }
            if names[Int(position)] == name { return position }
            slot = (slot + 1) & mask
        }
    }

    /// The position of `name`; when the table does not have it, `next` is recorded as its position
    /// (the caller then appends `name` to `names` there). One hash either way.
    mutating func position(of name: String, orInsert next: Int32, in names: [String]) -> Int32 {
        if (count + 1) * 2 > slots.count { grow(names) }
        let mask = slots.count - 1
        var slot = name.hashValue & mask
        while true {
            let position = slots[slot]
            if position < 0 {
                slots[slot] = next
                count += 1
                return next
            }
            if names[Int(position)] == name { return position }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow(_ names: [String]) {
        let old = slots
        slots = Array(repeating: -1, count: old.count * 2)
        let mask = slots.count - 1
        for position in old where position >= 0 {
            var slot = names[Int(position)].hashValue & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = position
        }
    }
}
