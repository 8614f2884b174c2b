import Foundation

/// One entry of a DeviceSupport folder, with what the plan decided for it.
public struct SupportItem: Sendable, Hashable {
    public enum Action: String, Codable, Sendable {
        case keep
        case remove
        /// Not a version folder: listed, never touched.
        case skip
    }

    /// Absolute path of the entry.
    public var path: String
    /// The `<Platform> DeviceSupport` folder it is in.
    public var supportFolder: String
    public var name: String
    public var platform: DeviceSupportPlatform
    /// Parsed name; `nil` for anything that is not a version folder.
    public var parsed: VersionFolderName?
    /// The entry is itself a symlink: never followed; at most the link is removed.
    public var isSymlink: Bool
    /// A copy in progress (`.tmp` present, no `.finalized`).
    public var isInProgress: Bool
    /// Device and inode when planned, re-checked just before deletion.
    public var device: UInt64
    public var inode: UInt64
    /// Allocated bytes, hard-linked files counted once.
    public var bytes: Int64 = 0
    public var lastUsed: Date
    public var action: Action = .skip
    public var reason: String = ""

    public init(
        path: String, supportFolder: String, name: String, platform: DeviceSupportPlatform,
        parsed: VersionFolderName?, isSymlink: Bool, isInProgress: Bool, device: UInt64, inode: UInt64, lastUsed: Date
    ) {
        self.path = path
        self.supportFolder = supportFolder
        self.name = name
        self.platform = platform
        self.parsed = parsed
        self.isSymlink = isSymlink
        self.isInProgress = isInProgress
        self.device = device
        self.inode = inode
        self.lastUsed = lastUsed
    }
}
