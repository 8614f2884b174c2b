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

    /// Allocated bytes of each path (0 for a symlink or a vanished entry), in the order given.
    public func sizes(of paths: [String], progress: (@Sendable (Int, Int) -> Void)? = nil) -> [Int64] {
        let seen = InodeSet()
        let done = Counter()
        return ParallelMap.collect(paths) { path in
            let bytes = size(of: path, seen: seen)
            progress?(done.increment(), paths.count)
            return bytes
        }
    }

    private func size(of path: String, seen: InodeSet) -> Int64 {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        if (info.st_mode & S_IFMT) != S_IFDIR { return (info.st_mode & S_IFMT) == S_IFLNK ? 0 : Int64(info.st_blocks) * 512 }
        let fd = DirectoryDescriptor.open(path)
        guard fd >= 0 else { return Int64(info.st_blocks) * 512 }
        return Int64(info.st_blocks) * 512 + contents(of: fd, device: info.st_dev, seen: seen)
    }

    /// Sum of everything inside the open folder `fd` (which this function closes).
    private func contents(of fd: Int32, device: dev_t, seen: InodeSet) -> Int64 {
        guard let stream = fdopendir(fd) else { close(fd); return 0 }
        defer { closedir(stream) }
        var total: Int64 = 0
        var info = stat()
        while let entry = readdir(stream) {
            if DirectoryEntryName.isDotOrDotDot(entry) { continue }
            let status = DirectoryEntryName.withCName(entry) { fstatat(fd, $0, &info, AT_SYMLINK_NOFOLLOW) }
            guard status == 0, info.st_dev == device else { continue }
            let bytes = Int64(info.st_blocks) * 512
            let type = info.st_mode & S_IFMT
            if type == S_IFDIR {
                let child = DirectoryEntryName.withCName(entry) { DirectoryDescriptor.open($0, relativeTo: fd) }
                total += bytes
                if child >= 0 { total += contents(of: child, device: device, seen: seen) }
            } else if info.st_nlink > 1 {
                if seen.insert(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)) { total += bytes }
            } else {
                total += bytes
            }
        }
        return total
    }
}
