/// `old-documentation`: `~/Library/Developer/Shared/Documentation/DocSets/*.docset`, documentation sets
/// that Xcode 8 and earlier downloaded; later Xcodes never read them.
struct OldDocumentationCategory: CleanupCategory {
    var id: CleanupCategoryID { .oldDocumentation }
    var locations: String { "~/Library/Developer/Shared/Documentation/DocSets/<name>.docset" }
    var policySummary: String { "remove docsets (no Xcode since 9 reads them) unless used within --older-than" }

    func scan(_ context: CleanupContext) throws -> CategoryScan {
        var scan = CategoryScan()
        let path = context.underHome("Library/Developer/Shared/Documentation/DocSets")
        guard let root = CategoryRoot.find(path, for: &scan) else { return scan }
        for entry in FolderEntries.visibleNames(in: root.path, problems: &scan.problems) {
            guard let (found, status) = EntryStatus.item(entry, in: root.path, root: root.path, category: id) else { continue }
            var item = found
            (item.action, item.reason) = decide(item, isDocSet: status.isDirectory && entry.hasSuffix(".docset"), context.policy)
            scan.items.append(item)
        }
        return scan
    }

    func decide(_ item: CleanupItem, isDocSet: Bool, _ policy: CleanupPolicy) -> (CleanupItem.Action, String) {
        if item.isSymlink { return CategoryDecisions.linkLeftAlone }
        guard isDocSet else { return (.skip, "not a .docset folder; never touched") }
        if let kept = CategoryDecisions.keptByPattern(item, policy) ?? CategoryDecisions.keptAsRecent(item.lastUsed, policy) {
            return kept
        }
        return (.remove, "a docset left by an old Xcode; Xcode 9 and later never read it")
    }
}
