import DevToolsCore
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Deletes (or moves to a trash folder) planned entries without ever following a symlink or leaving
/// their category's root.
///
/// Every step is descriptor-relative (`openat`, `fstatat`, `unlinkat`, `renameat`) with `O_NOFOLLOW`,
/// from the root down to the entry's folder, so a folder swapped for a link on the way is refused, and a
/// symlink met inside is removed as a link, never entered. Just before deleting, the entry is checked to still be
/// the one that was planned and sized (same device and inode); a folder swapped since is left alone and
/// reported. Nothing on another file system is entered. Failures are collected, and the run goes on.
public struct SafeRemover: Sendable {
    /// Where removed entries go: nowhere (deleted), or a trash folder.
    public let trash: TrashFolder?
    /// How simulator devices are deleted when the Mac's tools are used (`simctl delete`); `nil`: by their
    /// files, like any entry.
    public let simulators: SimctlDeviceRemoval?

    public init(trash: TrashFolder? = nil, simulators: SimctlDeviceRemoval? = nil) {
        self.trash = trash
        self.simulators = simulators
    }

    /// Removes one planned item.
    public func remove(_ item: CleanupItem) -> RemovalResult {
        guard let failures = removeIfPresent(item) else { return .alreadyGone }
        return failures.isEmpty ? .removed : .failed(failures)
    }

    /// The failures (empty when removed), or `nil` when the entry was already gone.
    private func removeIfPresent(_ item: CleanupItem) -> [RemovalFailure]? {
        var failures: [RemovalFailure] = []
        let parent: Int32
        switch RootedFolder.open(
            item.parent, within: item.root, device: item.rootDevice, inode: item.rootInode, realPath: item.rootRealPath)
        {
        case .folder(let fd): parent = fd
        case .gone: return nil
        case .failed(let failure): return [failure]
        }
        defer { close(parent) }
        var info = stat()
        guard fstatat(parent, item.name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            // Already gone (another run removed it first): nothing left to do.
            return errno == ENOENT ? nil : [RemovalFailure(path: item.path, error: Self.describe(errno))]
        }
        // Same device, inode and kind: an inode number can be reused by whatever replaced the folder.
        let isLink = (info.st_mode & S_IFMT) == S_IFLNK
        guard UInt64(info.st_dev) == item.device, UInt64(info.st_ino) == item.inode, isLink == item.isSymlink else {
            return [RemovalFailure(path: item.path, error: "changed since it was planned (another file is there now); not removed")]
        }
        if let trash {
            return trash.move(item, from: parent).map { [$0] } ?? []
        }
        if let simulators, case .simulator(let udid, let deviceSet) = item.removal {
            return simulators.delete(udid: udid, deviceSet: deviceSet, path: item.path).map { [$0] } ?? []
        }
        if (info.st_mode & S_IFMT) != S_IFDIR {
            // A symlink (or a file): remove the entry itself, never what it points to.
            if unlinkat(parent, item.name, 0) != 0, errno != ENOENT {
                failures.append(RemovalFailure(path: item.path, error: Self.describe(errno)))
            }
            return failures
        }
        let folder = DirectoryDescriptor.open(item.name, relativeTo: parent)
        var opened = stat()
        guard folder >= 0 else {
            let code = errno
            if code == ELOOP || code == ENOTDIR {
                return [RemovalFailure(path: item.path, error: "changed while being removed; not removed")]
            }
            return [RemovalFailure(path: item.path, error: Self.describe(code))]
        }
        guard fstat(folder, &opened) == 0, opened.st_dev == info.st_dev, opened.st_ino == info.st_ino else {
            close(folder)
            return [RemovalFailure(path: item.path, error: "changed while being removed; not removed")]
        }
        removeContents(of: folder, path: item.path, device: info.st_dev, failures: &failures)
        if failures.isEmpty, unlinkat(parent, item.name, AT_REMOVEDIR) != 0, errno != ENOENT {
            failures.append(RemovalFailure(path: item.path, error: Self.describe(errno)))
        }
        return failures
    }

    /// Empties the open folder `fd` (closing it), depth first.
    private func removeContents(of fd: Int32, path: String, device: dev_t, failures: inout [RemovalFailure]) {
        guard let stream = fdopendir(fd) else {
            close(fd)
            failures.append(RemovalFailure(path: path, error: Self.describe(errno)))
            return
        }
        defer { closedir(stream) }
        var info = stat()
        while let entry = readdir(stream) {
            if DirectoryEntryName.isDotOrDotDot(entry) { continue }
            let name = DirectoryEntryName.string(entry)
            let childPath = path + "/" + name
            guard fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
                if errno != ENOENT { failures.append(RemovalFailure(path: childPath, error: Self.describe(errno))) }
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                guard info.st_dev == device else {
                    failures.append(RemovalFailure(path: childPath, error: "another file system is mounted here; not entered"))
                    continue
                }
                let child = DirectoryDescriptor.open(name, relativeTo: fd)
                guard child >= 0 else {
                    if errno != ENOENT { failures.append(RemovalFailure(path: childPath, error: Self.describe(errno))) }
                    continue
                }
                let before = failures.count
                removeContents(of: child, path: childPath, device: device, failures: &failures)
                if failures.count == before, unlinkat(fd, name, AT_REMOVEDIR) != 0, errno != ENOENT {
                    failures.append(RemovalFailure(path: childPath, error: Self.describe(errno)))
                }
            } else if unlinkat(fd, name, 0) != 0, errno != ENOENT {
                failures.append(RemovalFailure(path: childPath, error: Self.describe(errno)))
            }
        }
    }

    static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }
}
