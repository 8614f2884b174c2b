import DevToolsCore

/// How many folders, files and symlinks some entries are, said as a reader counts them: `3 folders and
/// 1 file` (a device-log database is a file, a DeviceSupport link a link), never "4 folders".
public struct EntryTally: Sendable, Equatable {
    public private(set) var folders = 0
    public private(set) var files = 0
    public private(set) var links = 0

    public init() {}

    public init(_ items: some Sequence<CleanupItem>) {
        for item in items { add(item) }
    }

    public mutating func add(_ item: CleanupItem) {
        if item.isSymlink {
            links += 1
        } else if item.isFolder {
            folders += 1
        } else {
            files += 1
        }
    }

    public var count: Int { folders + files + links }

    /// `1 folder`, `3 folders and 1 file`, `2 folders, 1 file and 1 link`; `0 entries` for none.
    public var spoken: String {
        let parts = [(folders, "folder"), (files, "file"), (links, "link")].filter { $0.0 > 0 }.map { pluralized($0.0, $0.1) }
        guard let last = parts.last else { return "0 entries" }
        return parts.count == 1 ? last : parts.dropLast().joined(separator: ", ") + " and " + last
    }
}
