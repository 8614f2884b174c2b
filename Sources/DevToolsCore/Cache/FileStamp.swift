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
