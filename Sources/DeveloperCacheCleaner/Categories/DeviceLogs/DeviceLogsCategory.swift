/// `device-logs`: `~/Library/Developer/Xcode/<Platform> Device Logs/<Platform> Device Logs <version>.db`:
/// the logs Xcode imported from devices, one database per OS version; only the newest is written to.
struct DeviceLogsCategory: CleanupCategory {
    var id: CleanupCategoryID { .deviceLogs }
    var locations: String { "~/Library/Developer/Xcode/<Platform> Device Logs/<Platform> Device Logs <version>.db" }
    var policySummary: String { "keep the newest --keep-latest databases of each platform; remove older ones" }

    func scan(_ context: CleanupContext) throws -> CategoryScan {
        var scan = CategoryScan()
        let xcode = context.xcodeFolder
        guard CategoryRoot.reach(xcode, problems: &scan.problems) != nil else {
            scan.roots = [CategoryRoot.shown(xcode) + "/* Device Logs"]
            return scan
        }
        var items: [CleanupItem] = []
        var versions: [OSVersion?] = []
        var groups: [String?] = []
        for folder in FolderEntries.visibleNames(in: xcode, problems: &scan.problems) where folder.hasSuffix(" Device Logs") {
            guard let root = CategoryRoot.find(xcode + "/" + folder, for: &scan) else { continue }
            for entry in FolderEntries.visibleNames(in: root.path, problems: &scan.problems) {
                guard let (item, status) = EntryStatus.item(entry, in: root.path, root: root.path, category: id) else { continue }
                items.append(item)
                // A link or a folder named like a database is not one: it must not outrank the newest.
                versions.append(status.isDirectory || status.isSymlink ? nil : DeviceLogDatabaseName.version(of: entry, in: folder))
                groups.append(folder)
            }
        }
        if scan.roots.isEmpty { scan.roots = [CategoryRoot.shown(xcode) + "/* Device Logs"] }
        scan.items = VersionedCachePolicy(policy: context.policy, noun: "device-log database").plan(
            items, versions: versions, groups: groups)
        return scan
    }
}
