import DevToolsCore
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Measures folders the way `du -s` does: allocated blocks, each hard-linked inode once, never following
/// a symlink and never crossing into another file system; several folders in parallel.
///
/// Traversal is descriptor-relative (`openat`/`fstatat`), so a path's length never matters, and folders
/// are opened with `O_NOATIME` where the system allows it, so measuring leaves access times alone.
public struct AllocatedSizer: Sendable {
    public init() {}

    /// What sizing one path found: its allocated bytes, and whether everything in it could be read.
    public struct Size: Sendable, Equatable {
        public var bytes: Int64
        /// `false`: a folder in it (or it) could not be read, so `bytes` is only what could.
        public var isComplete: Bool
    }

    /// The size of each path (0 for a symlink or a vanished entry), and whether it could be read
    /// entirely, in the order given.
    public func measure(_ paths: [String], progress: (@Sendable (Int, Int) -> Void)? = nil) -> [Size] {
        let seen = InodeSet()
        let done = Counter()
        return ParallelMap.collect(paths) { path in
            let size = size(of: path, seen: seen)
            progress?(done.increment(), paths.count)
            return size
        }
    }

    private func size(of path: String, seen: InodeSet) -> Size {
        var info = stat()
        guard lstat(path, &info) == 0 else { return Size(bytes: 0, isComplete: true) }
        if (info.st_mode & S_IFMT) != S_IFDIR {
            return Size(bytes: (info.st_mode & S_IFMT) == S_IFLNK ? 0 : Int64(info.st_blocks) * 512, isComplete: true)
        }
        var complete = true
        let fd = DirectoryDescriptor.open(path)
        guard fd >= 0 else { return Size(bytes: Int64(info.st_blocks) * 512, isComplete: false) }
        let bytes = Int64(info.st_blocks) * 512 + contents(of: fd, device: info.st_dev, seen: seen, complete: &complete)
        return Size(bytes: bytes, isComplete: complete)
    }

    /// Sum of everything inside the open folder `fd` (which this function closes); `complete` turns
    /// `false` when something in it cannot be read.
    private func contents(of fd: Int32, device: dev_t, seen: InodeSet, complete: inout Bool) -> Int64 {
        guard let stream = fdopendir(fd) else {
            close(fd)
            complete = false
            return 0
        }
        defer { closedir(stream) }
        var total: Int64 = 0
        var info = stat()
        while let entry = readdir(stream) {
            if DirectoryEntryName.isDotOrDotDot(entry) { continue }
            let status = DirectoryEntryName.withCName(entry) { fstatat(fd, $0, &info, AT_SYMLINK_NOFOLLOW) }
            guard status == 0 else {
                if errno != ENOENT { complete = false }
                continue
            }
            guard info.st_dev == device else { continue }
            let bytes = Int64(info.st_blocks) * 512
            let type = info.st_mode & S_IFMT
            if type == S_IFDIR {
                let child = DirectoryEntryName.withCName(entry) { DirectoryDescriptor.open($0, relativeTo: fd) }
                total += bytes
                if child >= 0 {
                    total += contents(of: child, device: device, seen: seen, complete: &complete)
                } else if errno != ENOENT {
                    complete = false
                }
            } else if info.st_nlink > 1 {
                if seen.insert(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)) { total += bytes }
            } else {
                total += bytes
            }
        }
        return total
    }
}
