import DevToolsCore

/// `archives`: `~/Library/Developer/Xcode/Archives/<date>/<…>.xcarchive`. Never in `--all`: only
/// `--include archives` looks here.
struct ArchivesCategory: CleanupCategory {
    var id: CleanupCategoryID { .archives }
    var locations: String { "~/Library/Developer/Xcode/Archives/<date>/<name>.xcarchive" }
    var policySummary: String {
        "keep the newest --keep-latest archives of each bundle id and version (their dSYMs symbolicate crash reports); remove older ones"
    }

    func scan(_ context: CleanupContext) throws -> CategoryScan {
        var scan = CategoryScan()
        let path = context.xcodeFolder + "/Archives"
        guard let root = CategoryRoot.find(path, for: &scan) else { return scan }
        var items: [CleanupItem] = []
        var infos: [Result<ArchiveInfo, PropertyListFile.Failure>?] = []
        for day in FolderEntries.visibleNames(in: root.path, problems: &scan.problems) {
            guard let (folder, status) = EntryStatus.item(day, in: root.path, root: root.path, category: .archives) else { continue }
            guard status.isDirectory else {
                items.append(folder)
                infos.append(nil)
                continue
            }
            for entry in FolderEntries.visibleNames(in: folder.path, problems: &scan.problems) {
                guard let (found, status) = EntryStatus.item(entry, in: folder.path, root: root.path, category: .archives) else { continue }
                var item = found
                var info: Result<ArchiveInfo, PropertyListFile.Failure>?
                if status.isDirectory, entry.hasSuffix(".xcarchive") {
                    info = ArchiveInfo.read(archive: item.path)
                    if case .success(let archive)? = info {
                        item.label = "\(archive.name) \(archive.version) (\(archive.build)), \(archive.bundleIdentifier)"
                        item.lastUsed = archive.created
                        item.details = [
                            ItemDetail("bundleIdentifier", archive.bundleIdentifier), ItemDetail("version", archive.version),
                            ItemDetail("build", archive.build), ItemDetail("creationDate", CleanupDocument.timestamp(archive.created)),
                        ]
                    }
                }
                items.append(item)
                infos.append(info)
            }
        }
        scan.items = ArchivePolicy(policy: context.policy).plan(items, infos: infos)
        return scan
    }
}
