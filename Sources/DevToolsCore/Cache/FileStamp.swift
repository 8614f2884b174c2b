#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat` says about a file's identity and last change: if none of it changed, neither did the
/// content (git's index relies on the same fact).
public struct FileStamp: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    /// Last modification and status change, in nanoseconds since 1970.
    let modified: Int64
    let changed: Int64

    init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }
}

extension FileStamp {
    /// The stamp in `info` (from `stat`, `fstat` or `fstatat`).
    init(_ info: stat) {
        self.init(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modified: info.modificationTime.nanoseconds, changed: info.statusChangeTime.nanoseconds)
    }
}

extension FileStamp {
    /// A stamp that is a content id (a git object id, up to 32 bytes): equal only to the stamp of the
    /// same id, never to one `stat` gave (no device is all ones).
    public static func content(_ id: some Collection<UInt8>) -> FileStamp {
        precondition(id.count <= 32, "a content id is at most 32 bytes")
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)  // no array: the index makes 20,000 of these
        for (position, byte) in id.enumerated() {
            let shifted = UInt64(byte) << (56 - 8 * UInt64(position % 8))
            switch position / 8 {
            case 0: words.0 |= shifted
            case 1: words.1 |= shifted
            case 2: words.2 |= shifted
            default: words.3 |= shifted
            }
        }
        return FileStamp(
            device: .max, inode: words.0, size: Int64(bitPattern: words.1), modified: Int64(bitPattern: words.2),
            changed: Int64(bitPattern: words.3))
    }

    /// Whether this stamp is a content id rather than what `stat` said.
    public var isContent: Bool { device == .max }
}
