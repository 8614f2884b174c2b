import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's device and inode, with its type: what tells two paths to the same file apart.
public struct FileIdentity: Hashable, Sendable {
    public let device: UInt64
    public let inode: UInt64
    public let isDirectory: Bool
    public let isRegularFile: Bool

    /// `nil` when the path does not exist (or is a dangling symlink when following links).
    public init?(path: String, followingLinks: Bool) {
        var info = stat()
        let status = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard status == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
        isRegularFile = (info.st_mode & S_IFMT) == S_IFREG
    }

    public static func == (lhs: FileIdentity, rhs: FileIdentity) -> Bool {
        lhs.device == rhs.device && lhs.inode == rhs.inode
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(device)
        hasher.combine(inode)
    }
}
