import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens an entry's folder by walking down from its category root one name at a time, each opened
/// with `O_NOFOLLOW`: if any folder on the way was replaced by a symlink since the scan, the walk stops
/// there instead of following it out of the root.
enum RootedFolder {
    enum Opened {
        /// A descriptor of the folder; the caller closes it.
        case folder(Int32)
        /// The folder (or one above it) no longer exists: whatever was in it is gone too.
        case gone
        case failed(RemovalFailure)
    }

    /// `folder`, reached from `root`.
    static func open(_ folder: String, within root: String) -> Opened {
        var fd = DirectoryDescriptor.open(root)
        guard fd >= 0 else {
            return errno == ENOENT ? .gone : .failed(RemovalFailure(path: root, error: SafeRemover.describe(errno)))
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
