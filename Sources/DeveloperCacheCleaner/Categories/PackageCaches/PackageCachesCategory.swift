import Foundation

/// `package-caches`: the package managers' caches under `~/Library/Caches` (SwiftPM, Carthage,
/// CocoaPods, Xcode's downloads), each one item, regenerable.
struct PackageCachesCategory: CleanupCategory {
    var id: CleanupCategoryID { .packageCaches }
    var locations: String { PackageCache.known.map { "~/" + $0.relativePath }.joined(separator: ", ") }
    var policySummary: String {
        "regenerable: remove only with --older-than, when unused for that long (~/Library/org.swift.swiftpm is configuration: never)"
    }

    func scan(_ context: CleanupContext) throws -> CategoryScan {
        var scan = CategoryScan()
        for cache in PackageCache.known {
            let path = context.underHome(cache.relativePath)
            let parentPath = (path as NSString).deletingLastPathComponent
            guard let parent = CategoryRoot.reach(parentPath, problems: &scan.problems),
                let (found, status) = EntryStatus.item(
                    (path as NSString).lastPathComponent, in: parent.path, root: parent.path, category: id)
            else {
                scan.roots.append(CategoryRoot.shown(path))
                continue
            }
            var item = found
            scan.roots.append(item.path)
            item.label = "\(cache.relativePath) (\(cache.owner))"
            if status.isDirectory, !status.isSymlink { item.lastUsed = Self.lastUsed(item.path, status) }
            (item.action, item.reason) = decide(item, cache, isFolder: status.isDirectory, context.policy)
            scan.items.append(item)
        }
        return scan
    }

    func decide(_ item: CleanupItem, _ cache: PackageCache, isFolder: Bool, _ policy: CleanupPolicy) -> (CleanupItem.Action, String) {
        if item.isSymlink { return CategoryDecisions.linkLeftAlone }
        guard isFolder else { return (.skip, "not a folder; never touched") }
        guard cache.isCache else { return (.skip, "\(cache.owner), not a cache; never removed") }
        return CategoryDecisions.regenerable(item, policy, what: cache.owner)
    }

    /// A cache folder's own times say little about use deep inside it; its entries' times say more.
    static func lastUsed(_ path: String, _ status: FileStatus) -> Date {
        var latest = status.lastUsed
        var ignored: [String] = []
        for name in FolderEntries.visibleNames(in: path, problems: &ignored) {
            if let entry = FileStatus(path: path + "/" + name) { latest = max(latest, entry.lastUsed) }
        }
        return latest
    }
}
