import Foundation

/// One entry a category found, with what its policy decided for it.
///
/// Every category fills the same fields, so planning, sizing, deletion and the reports treat all of
/// them alike; what only one category knows (a DeviceSupport folder's parsed name, a DerivedData
/// folder's workspace) is in `platform`/`parsed` and in `details`.
public struct CleanupItem: Sendable, Hashable {
    public enum Action: String, Codable, Sendable {
        case keep
        case remove
        /// Not understood: listed, never touched.
        case skip
    }

    public var category: CleanupCategoryID
    /// Absolute path of the entry.
    public var path: String
    /// The folder it is in (a `<Platform> DeviceSupport` folder, `DerivedData`, a date folder of
    /// `Archives`, …): deletion opens it and removes `name` from it.
    public var parent: String
    /// The category root the entry was found under: deletion walks down from it, link by link refused,
    /// so nothing outside it is ever reached.
    public var root: String
    /// The root's device, inode and real path (no links) when planned: deletion starts only from that
    /// very folder in that very place, so a folder above it swapped for a link since (even to the same
    /// folder, moved out of the home) leads the deletion nowhere.
    public var rootDevice: UInt64 = 0
    public var rootInode: UInt64 = 0
    public var rootRealPath = ""
    public var name: String
    /// The DeviceSupport platform; `nil` in other categories.
    public var platform: DeviceSupportPlatform?
    /// A DeviceSupport folder's parsed name; `nil` for anything else.
    public var parsed: VersionFolderName?
    /// What the text report shows for the entry outside device-support (a project and its workspace,
    /// an app and its version); the name when empty.
    public var label: String = ""
    /// What the category read about the entry (a workspace path, a bundle id, a runtime), in a fixed
    /// order, for JSON's `details`.
    public var details: [ItemDetail] = []
    /// How the entry is removed: its files, or (simulator devices on macOS) through `simctl`.
    public var removal: RemovalMethod = .files
    /// The entry is itself a symlink: never followed; at most the link is removed.
    public var isSymlink: Bool
    /// A folder (not a file, not a symlink), for counting what is removed.
    public var isFolder: Bool
    /// A copy in progress (`.tmp` present, no `.finalized`).
    public var isInProgress: Bool
    /// Device and inode when planned, re-checked just before deletion.
    public var device: UInt64
    public var inode: UInt64
    /// Allocated bytes, hard-linked files counted once.
    public var bytes: Int64 = 0
    /// Everything inside could be read when sizing; otherwise `bytes` counts only what could, and the
    /// reports say the size is unknown.
    public var sizeIsKnown = true
    public var lastUsed: Date
    /// The entry's own modification time: a build writing to it moves it; a reader (`du`, a backup,
    /// Spotlight) does not, as it moves the access time that `lastUsed` includes.
    public var lastModified: Date
    public var action: Action = .skip
    public var reason: String = ""

    public init(
        category: CleanupCategoryID = .deviceSupport, path: String, parent: String, root: String? = nil, name: String,
        platform: DeviceSupportPlatform? = nil, parsed: VersionFolderName? = nil, isSymlink: Bool, isFolder: Bool = true,
        isInProgress: Bool = false,
        device: UInt64, inode: UInt64, lastUsed: Date, lastModified: Date? = nil
    ) {
        self.category = category
        self.path = path
        self.parent = parent
        self.root = root ?? parent
        self.name = name
        self.platform = platform
        self.parsed = parsed
        self.isSymlink = isSymlink
        self.isFolder = isFolder && !isSymlink
        self.isInProgress = isInProgress
        self.device = device
        self.inode = inode
        self.lastUsed = lastUsed
        self.lastModified = lastModified ?? lastUsed
    }

    /// Sized: everything a policy understood (kept or removed), except links, which hold nothing.
    var isSized: Bool { action != .skip && !isSymlink }

    /// The path from the category root, as `--keep` patterns see it (`iOS DeviceSupport/16.4 (20E247)`,
    /// `DerivedData/MyApp-abc…`): the root's own name first, so a pattern may name the folder too.
    public var keyPath: String {
        let rootName = (root as NSString).lastPathComponent
        guard path.hasPrefix(root + "/") else { return rootName + "/" + name }
        return rootName + "/" + path.dropFirst(root.count + 1)
    }
}

/// One fact a category read about an entry, shown in JSON's `details` under `key`.
public struct ItemDetail: Sendable, Hashable {
    public let key: String
    public let value: String

    public init(_ key: String, _ value: String) {
        self.key = key
        self.value = value
    }
}
