import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens an entry's folder by walking down from its category root one name at a time, each opened
/// with `O_NOFOLLOW`: if any folder on the way was replaced by a symlink since the scan, the walk stops
/// there instead of following it out of the root. The root itself is opened by its path, so it is
/// checked to be the very folder planned (device and inode): a folder above it replaced by a link would
/// otherwise lead there.
enum RootedFolder {
    enum Opened {
        /// A descriptor of the folder; the caller closes it.
        case folder(Int32)
        /// The folder (or one above it) no longer exists: whatever was in it is gone too.
        case gone
        case failed(RemovalFailure)
    }

    /// `folder`, reached from `root`, which must still be the folder planned (`device`, `inode`).
    static func open(_ folder: String, within root: String, device: UInt64, inode: UInt64, realPath: String) -> Opened {
        var fd = DirectoryDescriptor.open(root)
        guard fd >= 0 else {
            return errno == ENOENT ? .gone : .failed(RemovalFailure(path: root, error: SafeRemover.describe(errno)))
        }
        var info = stat()
        guard fstat(fd, &info) == 0, UInt64(info.st_dev) == device, UInt64(info.st_ino) == inode,
            DescriptorPath.of(fd) ?? DescriptorPath.real(root) == realPath
        else {
            close(fd)
            return .failed(
                RemovalFailure(
                    path: root,
                    error: "is not the folder planned (a folder above it was replaced, maybe by a link); nothing removed from it"))
        }
        guard folder != root else { return .folder(fd) }
        guard folder.hasPrefix(root + "/") else {
            close(fd)
            return .failed(RemovalFailure(path: folder, error: "outside its root \(root); not removed"))
        }
        var reached = root
        for name in folder.dropFirst(root.count + 1).split(separator: "/") {
            reached += "/" + name
            let child = DirectoryDescriptor.open(String(name), relativeTo: fd)
            let code = errno
            close(fd)
            guard child >= 0 else {
                if code == ENOENT { return .gone }
                let reason =
                    code == ELOOP || code == ENOTDIR
                    ? "no longer a folder (a link or a file is there now); not entered" : SafeRemover.describe(code)
                return .failed(RemovalFailure(path: reached, error: reason))
            }
            fd = child
        }
        return .folder(fd)
    }
}
