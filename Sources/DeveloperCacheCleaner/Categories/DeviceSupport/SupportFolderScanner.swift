import DevToolsCore
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the `<Platform> DeviceSupport` folders under the roots and lists their entries, reading names
/// and `lstat` only: nothing is followed, opened for content, or changed.
public struct SupportFolderScanner: Sendable {
    public init() {}

    /// A root is a folder holding `* DeviceSupport` folders, or one such folder itself. A root given as
    /// a symlink is resolved once (Xcode's folder often lives on another disk); nothing below it is
    /// followed: a DeviceSupport folder that is itself a symlink is listed in `links`, not entered.
    func supportFolders(in root: String) throws -> RootListing {
        let resolved = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        guard let status = FileStatus(path: resolved) else { throw ToolError(path: root, "no such folder") }
        guard status.isDirectory else { throw ToolError(path: root, "not a folder") }
        let identity = RootListing.Root(path: resolved, device: status.device, inode: status.inode)
        if let platform = DeviceSupportPlatform(folderName: (resolved as NSString).lastPathComponent) {
            let folder = SupportFolder(path: resolved, platform: platform, device: status.device, inode: status.inode)
            return RootListing(root: identity, folders: [folder], links: [])
        }
        var folders: [SupportFolder] = []
        var links: [LinkedSupportFolder] = []
        for name in try FolderEntries.names(in: resolved, shownAs: root) {
            let path = (resolved as NSString).appendingPathComponent(name)
            guard let platform = DeviceSupportPlatform(folderName: name), let status = FileStatus(path: path) else { continue }
            if status.isDirectory {
                folders.append(SupportFolder(path: path, platform: platform, device: status.device, inode: status.inode))
            } else if status.isSymlink, let link = Self.link(at: path) {
                links.append(link)
            }
        }
        return RootListing(root: identity, folders: folders, links: links)
    }

    /// The link's target as an absolute path, without following anything but this one link.
    static func link(at path: String) -> LinkedSupportFolder? {
        guard let raw = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { return nil }
        let absolute = raw.hasPrefix("/") ? raw : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(raw)
        let target = (absolute as NSString).standardizingPath
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: target, isDirectory: &isFolder) && isFolder.boolValue
        return LinkedSupportFolder(path: path, target: target, targetExists: exists)
    }

    /// Every entry of one DeviceSupport folder, in name order, except dot-files (`.DS_Store`,
    /// `.localized`): Finder's and Xcode's bookkeeping, never a version folder, and noise as rows.
    public func items(in folder: String, platform: DeviceSupportPlatform) throws -> [CleanupItem] {
        try FolderEntries.names(in: folder).filter { !$0.hasPrefix(".") }.compactMap { name in
            let path = (folder as NSString).appendingPathComponent(name)
            guard let status = FileStatus(path: path) else { return nil }  // vanished meanwhile
            let parsed = (status.isDirectory || status.isSymlink) ? VersionFolderName(name) : nil
            let inProgress = status.isDirectory && parsed != nil && Self.isCopyInProgress(path)
            return CleanupItem(
                path: path, parent: folder, name: name, platform: platform, parsed: parsed,
                isSymlink: status.isSymlink, isFolder: status.isDirectory, isInProgress: inProgress,
                device: status.device, inode: status.inode, lastUsed: status.lastUsed
            )
        }
    }

    /// Xcode copies symbols into a folder with a `.tmp` entry and marks it `.finalized` when done.
    static func isCopyInProgress(_ folder: String) -> Bool {
        FileStatus(path: folder + "/.tmp") != nil && FileStatus(path: folder + "/.finalized") == nil
    }
}
