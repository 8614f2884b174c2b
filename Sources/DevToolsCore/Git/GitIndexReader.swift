/// Reads the entries of an index file (git's `Documentation/gitformat-index.txt`), bounds-checked:
/// a damaged or unexpected file reads as `nil`, never as a wrong list.
struct GitIndexReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0

    /// SHA-1 ids; a SHA-256 repository's entries do not check out (their names are not where a SHA-1
    /// layout puts them) and read as `nil`.
    private static let idLength = 20
    /// ctime, mtime, dev, ino, mode, uid, gid, size: ten 32-bit fields before the id.
    private static let idOffset = 40

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func entries() -> [GitIndex.Entry]? {
        guard bytes.count >= 12 + Self.idLength, bytes[0] == 0x44, bytes[1] == 0x49, bytes[2] == 0x52, bytes[3] == 0x43,  // DIRC
            let version = word(at: 4), (2...4).contains(version), let count = word(at: 8)
        else { return nil }
        offset = 12
        var entries: [GitIndex.Entry] = []
        entries.reserveCapacity(Int(count))
        var previous: [UInt8] = []
        for _ in 0..<count {
            guard let entry = entry(version: version, previous: &previous) else { return nil }
            entries.append(entry)
        }
        return extensionsAreSupported() ? entries : nil
    }

    private mutating func entry(version: UInt32, previous: inout [UInt8]) -> GitIndex.Entry? {
        let start = offset
        let flagsOffset = start + Self.idOffset + Self.idLength
        guard let mode = word(at: start + 24), let flags = half(at: flagsOffset) else { return nil }
        var nameOffset = flagsOffset + 2
        if flags & 0x4000 != 0 {  // extended flags: skip-worktree, intent-to-add (version 3 and later)
            guard version >= 3, let extended = half(at: nameOffset), extended & 0x6000 == 0 else { return nil }
            nameOffset += 2
        }
        guard flags & 0x3000 == 0 else { return nil }  // an unmerged path: no commit can be made
        let kind: GitIndex.Kind
        switch mode & 0o170000 {
        case 0o100000: kind = .file
        case 0o120000: kind = .symlink
        case 0o160000: kind = .submodule
        default: return nil  // a sparse index's folder entry
        }
        let declaredLength = Int(flags & 0x0FFF)
        var name: [UInt8]
        if version == 4 {
            offset = nameOffset
            guard let strip = varint(), strip <= previous.count, let suffix = terminated(from: offset) else { return nil }
            name = Array(previous[..<(previous.count - strip)])
            name.append(contentsOf: bytes[offset..<suffix])
            offset = suffix + 1
        } else {
            guard let end = terminated(from: nameOffset) else { return nil }
            name = Array(bytes[nameOffset..<end])
            offset = start + ((nameOffset - start + name.count + 8) & ~7)  // NUL-padded to a multiple of 8
            guard offset <= bytes.count, bytes[end..<offset].allSatisfy({ $0 == 0 }) else { return nil }
        }
        guard !name.isEmpty, declaredLength == min(name.count, 0x0FFF) else { return nil }
        let id = FileStamp.content(bytes[(start + Self.idOffset)..<(start + Self.idOffset + Self.idLength)])
        previous = name
        return GitIndex.Entry(path: String(decoding: name, as: UTF8.self), kind: kind, content: id)
    }

    /// Whether the extensions after the entries leave the entries complete: a split index (`link`)
    /// keeps most entries in another file, and a sparse one (`sdir`) folds folders into one entry.
    private func extensionsAreSupported() -> Bool {
        var at = offset
        let end = bytes.count - Self.idLength  // the file's own checksum
        while at + 8 <= end {
            let signature = String(decoding: bytes[at..<at + 4], as: UTF8.self)
            if signature == "link" || signature == "sdir" { return false }
            guard let size = word(at: at + 4) else { return false }
            at += 8 + Int(size)
        }
        return at == end
    }

    private func word(at position: Int) -> UInt32? {
        guard position >= 0, position + 4 <= bytes.count else { return nil }
        return bytes[position..<position + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    private func half(at position: Int) -> UInt16? {
        guard position + 2 <= bytes.count else { return nil }
        return UInt16(bytes[position]) << 8 | UInt16(bytes[position + 1])
    }

    /// Where the NUL that ends a name starting at `position` is.
    private func terminated(from position: Int) -> Int? {
        guard position < bytes.count else { return nil }
        return bytes[position...].firstIndex(of: 0)
    }

    /// Git's offset varint (version 4's prefix length): each continuation adds one before shifting.
    private mutating func varint() -> Int? {
        guard offset < bytes.count else { return nil }
        var byte = bytes[offset]
        offset += 1
        var value = Int(byte & 0x7F)
        while byte & 0x80 != 0 {
            guard offset < bytes.count, value < (1 << 48) else { return nil }
            byte = bytes[offset]
            offset += 1
            value = ((value + 1) << 7) | Int(byte & 0x7F)
        }
        return value
    }
}
