import Foundation

/// Puts relative paths in the order a walk finds them (in each folder its files by name, then its
/// folders by name, each in full), which differs from git's byte order (`a/x` comes before `a-b/x`, and
/// `b.m` before `a/x`).
///
/// Each path becomes a key whose byte order is the walk's order: every folder name is preceded by 2 and
/// the file name by 1 (files first), and names end in a 0 byte (a name before any longer one it
/// begins). Keys share one buffer and are compared with `memcmp`: 20,000 paths sort in a few
/// milliseconds. Byte order is `String`'s order (the walk's) for ASCII; a name with other bytes falls
/// back to comparing `String`s.
struct WalkOrder {
    private var keys: [UInt8] = []
    private var ranges: [Range<Int>] = []
    private var ascii = true

    /// The next path's key: the components of `path`, then those of `below` (a linked folder's file).
    mutating func add(_ path: Substring.UTF8View, then below: Substring.UTF8View = Substring().utf8) {
        let start = keys.count
        var last = start  // where the last component's mark is
        keys.append(Self.folder)
        append(path, last: &last)
        if !below.isEmpty {
            keys.append(0)
            last = keys.count
            keys.append(Self.folder)
            append(below, last: &last)
        }
        keys[last] = Self.file
        keys.append(0)
        ranges.append(start..<keys.count)
    }

    private static let file: UInt8 = 1
    private static let folder: UInt8 = 2

    private mutating func append(_ path: Substring.UTF8View, last: inout Int) {
        // A native string's bytes are read in place; going through the view's indices byte by byte cost
        // a hook run over 20,000 indexed files several milliseconds.
        let done: Void? = path.withContiguousStorageIfAvailable { bytes in append(bytes, last: &last) }
        if done == nil { Array(path).withUnsafeBufferPointer { append($0, last: &last) } }
    }

    private mutating func append(_ path: UnsafeBufferPointer<UInt8>, last: inout Int) {
        // Name by name: each run of bytes between slashes is appended at once.
        var start = 0
        for index in path.indices where path[index] == UInt8(ascii: "/") {
            appendName(UnsafeBufferPointer(rebasing: path[start..<index]))
            keys.append(0)
            last = keys.count
            keys.append(Self.folder)
            start = index + 1
        }
        appendName(UnsafeBufferPointer(rebasing: path[start...]))
    }

    private mutating func appendName(_ name: UnsafeBufferPointer<UInt8>) {
        if ascii, name.contains(where: { $0 >= 0x80 }) { ascii = false }
        keys.append(contentsOf: name)
    }

    /// The positions of the added paths, in walk order.
    func sorted() -> [Int] {
        keys.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            return ranges.indices.sorted { a, b in
                let left = ranges[a]
                let right = ranges[b]
                if ascii {
                    let common = min(left.count, right.count)
                    let order = memcmp(base + left.lowerBound, base + right.lowerBound, common)
                    return order != 0 ? order < 0 : left.count < right.count
                }
                return Self.components(buffer[left]).lexicographicallyPrecedes(Self.components(buffer[right]))
            }
        }
    }

    /// A key's components as (mark, name) for the non-ASCII fallback, compared as the walk compares.
    private static func components(_ key: Slice<UnsafeBufferPointer<UInt8>>) -> [Component] {
        key.split(separator: 0, omittingEmptySubsequences: true).map {
            Component(mark: $0.first!, name: String(decoding: $0.dropFirst(), as: UTF8.self))
        }
    }

    private struct Component: Comparable {
        let mark: UInt8
        let name: String
        static func < (a: Component, b: Component) -> Bool { a.mark != b.mark ? a.mark < b.mark : a.name < b.name }
    }
}
