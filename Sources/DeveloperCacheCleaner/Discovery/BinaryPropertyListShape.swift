/// Measures what a binary property list expands to before Foundation parses it. Its objects refer to
/// each other by index, so a file of a few hundred bytes can name one array fourteen times in each of
/// thirty levels: 14^30 objects to build, a parser that never returns (a "plist bomb"). XML plists
/// have no references, so their size bounds them.
enum BinaryPropertyListShape {
    /// The number of objects the plist expands to, capped just above `limit`; `nil` when the bytes are
    /// not a well-formed binary plist (Foundation then says what it makes of them), or when references
    /// form a cycle (reported as over the limit).
    static func expandedCount(_ bytes: [UInt8], limit: Int) -> Int? {
        guard bytes.count >= 40, bytes.starts(with: Array("bplist0".utf8)) else { return nil }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let refSize = Int(bytes[trailer + 7])
        guard let objectCount = integer(bytes, at: trailer + 8, size: 8), let top = integer(bytes, at: trailer + 16, size: 8),
            let table = integer(bytes, at: trailer + 24, size: 8), (1...8).contains(offsetSize), (1...8).contains(refSize),
            objectCount > 0, objectCount <= bytes.count, top < objectCount, table + objectCount * offsetSize <= trailer
        else { return nil }
        func children(_ object: Int) -> [Int]? {
            guard let offset = integer(bytes, at: table + object * offsetSize, size: offsetSize), offset < trailer else { return nil }
            let marker = bytes[offset]
            let kind = marker >> 4
            guard kind == 0xA || kind == 0xC || kind == 0xD else { return [] }
            var count = Int(marker & 0x0F)
            var start = offset + 1
            if count == 0x0F {
                guard start < trailer, bytes[start] >> 4 == 0x1 else { return nil }
                let size = 1 << Int(bytes[start] & 0x0F)
                guard size <= 8, let value = integer(bytes, at: start + 1, size: size) else { return nil }
                count = value
                start += 1 + size
            }
            let refs = kind == 0xD ? count * 2 : count
            guard refs <= trailer, start + refs * refSize <= trailer else { return nil }
            var result: [Int] = []
            result.reserveCapacity(refs)
            for index in 0..<refs {
                guard let child = integer(bytes, at: start + index * refSize, size: refSize), child < objectCount else { return nil }
                result.append(child)
            }
            return result
        }
        // Depth-first, without recursion: an object's expanded count is 1 plus its children's.
        var counts = [Int?](repeating: nil, count: objectCount)
        var onPath = [Bool](repeating: false, count: objectCount)
        var stack: [(object: Int, children: [Int], next: Int)] = []
        guard let first = children(top) else { return nil }
        stack.append((top, first, 0))
        onPath[top] = true
        while let frame = stack.last {
            if frame.next < frame.children.count {
                stack[stack.count - 1].next += 1
                let child = frame.children[frame.next]
                if counts[child] != nil { continue }
                if onPath[child] { return limit + 1 }  // a cycle never ends
                guard let grandchildren = children(child) else { return nil }
                onPath[child] = true
                stack.append((child, grandchildren, 0))
                continue
            }
            stack.removeLast()
            onPath[frame.object] = false
            let total = frame.children.reduce(1) { sum, child in min(limit + 1, sum + (counts[child] ?? 0)) }
            counts[frame.object] = total
        }
        return counts[top]
    }

    /// A big-endian unsigned integer of `size` bytes at `offset`, or `nil` past the end.
    private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
        guard offset >= 0, size > 0, offset + size <= bytes.count else { return nil }
        var value: UInt64 = 0
        for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
        return value > UInt64(Int.max) ? nil : Int(value)
    }
}
