import Foundation

/// The stored records of a `PerFileRecords` archive by path, found without making a String per stored
/// file: each entry keeps where its path's bytes lie in the archive, and a path is looked up by its
/// FNV-1a hash and then compared byte for byte. Opening a hook's records of 20,000 files made and hashed
/// 20,000 Strings before the first file was linted.
struct RecordIndex<Value> {
    private struct Entry {
        let path: Range<Int>
        var value: Value
        /// The next entry whose path has the same hash, or -1.
        var next: Int32
    }

    private var first: [UInt64: Int32] = [:]
    private var entries: [Entry] = []

    init(capacity: Int) {
        first.reserveCapacity(capacity)
        entries.reserveCapacity(capacity)
    }

    /// How many paths the index holds (each once).
    var count: Int { entries.count }

    var values: some Collection<Value> { entries.lazy.map(\.value) }

    /// Files `value` under the path at `path` in `archive`; a later value of one path replaces the
    /// earlier.
    mutating func set(_ value: Value, path: Range<Int>, in archive: UnsafeRawBufferPointer) {
        let bytes = UnsafeRawBufferPointer(rebasing: archive[path])
        let hash = Self.hash(bytes)
        var cursor = first[hash] ?? -1
        while cursor >= 0 {
            if Self.equal(UnsafeRawBufferPointer(rebasing: archive[entries[Int(cursor)].path]), bytes) {
                entries[Int(cursor)].value = value
                return
            }
            cursor = entries[Int(cursor)].next
        }
        entries.append(Entry(path: path, value: value, next: first[hash] ?? -1))
        first[hash] = Int32(entries.count - 1)
    }

    /// The value filed under `path`, whose bytes are compared with those in `archive`.
    func value(of path: String, in archive: UnsafeRawBufferPointer) -> Value? {
        var path = path
        return path.withUTF8 { wanted in
            let wanted = UnsafeRawBufferPointer(wanted)
            var cursor = first[Self.hash(wanted)] ?? -1
            while cursor >= 0 {
                let entry = entries[Int(cursor)]
                if Self.equal(UnsafeRawBufferPointer(rebasing: archive[entry.path]), wanted) { return entry.value }
                cursor = entry.next
            }
            return nil
        }
    }

    private static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    private static func equal(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
    }
}
