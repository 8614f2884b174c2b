import DevToolsCore
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `lstat` facts about one path: never follows a symlink.
struct FileStatus: Sendable {
    let device: UInt64
    let inode: UInt64
    let isDirectory: Bool
    let isSymlink: Bool
    let modified: Date

    init?(path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
        isSymlink = (info.st_mode & S_IFMT) == S_IFLNK
        modified = Date(timeIntervalSince1970: TimeInterval(info.modificationTime.tv_sec))
    }

    /// The last sign of use the file system keeps without reading the folder: its modification time (a
    /// write into it). Not the access time, which any reader moves (`ls`, `du`, a backup, Spotlight), so
    /// one `du` would make everything look used just now.
    var lastUsed: Date { modified }
}
