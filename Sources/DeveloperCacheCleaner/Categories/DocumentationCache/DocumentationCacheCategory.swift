/// `documentation-cache`: `~/Library/Developer/Xcode/DocumentationCache/<id>/<Xcode version>`: the
/// documentation each Xcode version downloaded; only the newest Xcode's is read.
struct DocumentationCacheCategory: CleanupCategory {
    var id: CleanupCategoryID { .documentationCache }
    var locations: String { "~/Library/Developer/Xcode/DocumentationCache/<id>/<Xcode version>" }
    var policySummary: String { "keep the newest --keep-latest Xcode versions' caches; remove older ones (downloaded again when needed)" }

    func scan(_ context: CleanupContext) throws -> CategoryScan {
        var scan = CategoryScan()
        let path = context.xcodeFolder + "/DocumentationCache"
        guard let root = CategoryRoot.find(path, for: &scan) else { return scan }
        var items: [CleanupItem] = []
        var groups: [String?] = []
        for group in FolderEntries.visibleNames(in: root.path, problems: &scan.problems) {
            guard let (folder, status) = EntryStatus.item(group, in: root.path, root: root.path, category: id) else { continue }
            guard status.isDirectory else {
                items.append(folder)
                groups.append(nil)
                continue
            }
            for entry in FolderEntries.visibleNames(in: folder.path, problems: &scan.problems) {
                guard var item = EntryStatus.item(entry, in: folder.path, root: root.path, category: id)?.0 else { continue }
                item.label = "\(group)/\(entry)"
                items.append(item)
                // One group for the whole cache: only the newest Xcode reads it, whatever the id.
                groups.append("DocumentationCache")
            }
        }
        let versions = items.map { $0.isSymlink || $0.parent == root.path ? nil : DocumentationCacheVersion.parse($0.name) }
        scan.items = VersionedCachePolicy(policy: context.policy, noun: "documentation cache of Xcode")
            .plan(items, versions: versions, groups: groups)
        return scan
    }
}
