import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `--trash` moves entries instead of deleting them, for an undo. On macOS the user's Trash
/// (through Finder's own call, so "Put Back" works); elsewhere a named folder, by default the
/// freedesktop.org trash (`$XDG_DATA_HOME/Trash`, else `~/.local/share/Trash`), whose `info/` records
/// where each entry came from, so desktop trash tools can restore it.
///
/// A move never copies: an entry on another volume than the folder is left in place and reported.
public struct TrashFolder: Sendable, Equatable {
    /// The folder entries are moved into (for the freedesktop trash, its `files/`).
    public let path: String
    /// Writes freedesktop `.trashinfo` records beside `files/`.
    public let recordsOrigins: Bool
    /// The macOS user's Trash, reached through Finder's own call (`FileManager.trashItem`), so that
    /// "Put Back" works; only on macOS.
    public let isFinderTrash: Bool

    public init(path: String, recordsOrigins: Bool, isFinderTrash: Bool = false) {
        self.path = path
        self.recordsOrigins = recordsOrigins
        self.isFinderTrash = isFinderTrash
    }

    #if os(macOS)
        public static let platformIsMac = true
    #else
        public static let platformIsMac = false
    #endif

    /// The platform's trash for `home` (`onMac`: the Finder's, else the freedesktop one), or the folder
    /// named with `--trash-dir`.
    public static func standard(
        home: String, environment: [String: String], named: String?, onMac: Bool = platformIsMac
    ) -> TrashFolder {
        if let named { return TrashFolder(path: URL(fileURLWithPath: named).standardizedFileURL.path, recordsOrigins: false) }
        if onMac {
            return TrashFolder(path: (home as NSString).appendingPathComponent(".Trash"), recordsOrigins: false, isFinderTrash: true)
        }
        let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/share"
        return TrashFolder(path: data + "/Trash/files", recordsOrigins: true)
    }

    /// Moves `item` (already checked to be the planned entry) out of the open folder `parent`; the
    /// failure, or `nil` when moved. Nothing already in the trash folder is ever replaced.
    func move(_ item: CleanupItem, from parent: Int32) -> RemovalFailure? {
        if isFinderTrash { return moveToFinderTrash(item) }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            if recordsOrigins {
                try FileManager.default.createDirectory(
                    atPath: infoFolder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            }
        } catch {
            return RemovalFailure(path: path, error: "cannot create the trash folder (\(error.localizedDescription))")
        }
        let target = DirectoryDescriptor.open(path)
        guard target >= 0 else { return RemovalFailure(path: path, error: SafeRemover.describe(errno)) }
        defer { close(target) }
        var first = 1
        while true {
            let (name, number) = uniqueName(item.name, in: target, from: first)
            if recordsOrigins, let failure = record(item, as: name) { return failure }
            if ExclusiveRename.rename(parent, item.name, to: target, name) == 0 { return nil }
            let code = errno
            if recordsOrigins { unlink(infoFolder + "/" + name + ".trashinfo") }
            // Taken meanwhile (another run, another program): the next free name.
            if code == EEXIST || code == ENOTEMPTY, number < 1_000 {
                first = number + 1
                continue
            }
            if code == EXDEV {
                return RemovalFailure(
                    path: item.path, error: "on another volume than the trash folder \(path); not moved (nothing is copied)")
            }
            return RemovalFailure(path: item.path, error: SafeRemover.describe(code))
        }
    }

    private func moveToFinderTrash(_ item: CleanupItem) -> RemovalFailure? {
        #if os(macOS)
            do {
                try FileManager.default.trashItem(at: URL(fileURLWithPath: item.path), resultingItemURL: nil)
                return nil
            } catch {
                return RemovalFailure(path: item.path, error: "could not move to the Trash (\(error.localizedDescription))")
            }
        #else
            return RemovalFailure(path: item.path, error: "the Finder's Trash exists only on macOS; use --trash-dir DIR")
        #endif
    }

    private var infoFolder: String { (path as NSString).deletingLastPathComponent + "/info" }

    /// `name`, or `name.2`, `name.3`, … (from `name.<first>`) when taken: a rename onto an existing
    /// empty folder would replace it.
    private func uniqueName(_ name: String, in folder: Int32, from first: Int) -> (String, Int) {
        var number = first
        var candidate = number == 1 ? name : "\(name).\(number)"
        var info = stat()
        while fstatat(folder, candidate, &info, AT_SYMLINK_NOFOLLOW) == 0
            || (recordsOrigins && FileStatus(path: infoFolder + "/" + candidate + ".trashinfo") != nil)
        {
            number += 1
            candidate = "\(name).\(number)"
        }
        return (candidate, number)
    }

    /// The freedesktop `.trashinfo` record: original path (percent-encoded) and deletion time.
    private func record(_ item: CleanupItem, as name: String) -> RemovalFailure? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "%"))
        let original = item.path.addingPercentEncoding(withAllowedCharacters: allowed) ?? item.path
        let text = "[Trash Info]\nPath=\(original)\nDeletionDate=\(formatter.string(from: Date()))\n"
        let infoPath = infoFolder + "/" + name + ".trashinfo"
        let fd = open(infoPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return RemovalFailure(path: infoPath, error: SafeRemover.describe(errno)) }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        guard write(fd, bytes, bytes.count) == bytes.count else {
            return RemovalFailure(path: infoPath, error: SafeRemover.describe(errno))
        }
        return nil
    }
}
