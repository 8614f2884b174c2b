import DevToolsCore

/// `derived-data`: `~/Library/Developer/Xcode/DerivedData` (or `--derived-data`, or on macOS Xcode's
/// custom location): one folder of build products and indexes per workspace, plus caches all
/// projects share.
struct DerivedDataCategory: CleanupCategory {
    var id: CleanupCategoryID { .derivedData }
    var locations: String { "~/Library/Developer/Xcode/DerivedData/<Name>-<hash> (or --derived-data, or Xcode's custom location)" }
    var policySummary: String {
        "remove a project folder whose workspace no longer exists or (--older-than) was not opened within the age; shared caches only with --older-than"
    }

    func scan(_ context: CleanupContext) throws -> CategoryScan {
        let explicit = !context.derivedDataRoots.isEmpty
        var given = explicit ? context.derivedDataRoots : [context.xcodeFolder + "/DerivedData"]
        if !explicit, let custom = context.customDerivedData { given.append(custom) }
        var scan = CategoryScan()
        var seen = Set<CategoryRoot>()
        for path in given {
            // A folder the user named must be there; a default one may be missing or unreachable.
            if explicit, try CategoryRoot.resolve(path) == nil { throw ToolError(path: path, "no such folder") }
            let root = CategoryRoot.reach(path, problems: &scan.problems)
            let shown = root?.path ?? CategoryRoot.shown(path)
            if !scan.roots.contains(shown) { scan.roots.append(shown) }
            guard let root, seen.insert(root).inserted else { continue }
            scan.items += items(in: root.path, context, problems: &scan.problems)
        }
        return scan
    }

    private func items(in root: String, _ context: CleanupContext, problems: inout [String]) -> [CleanupItem] {
        let decider = DerivedDataPolicy(policy: context.policy, openFiles: context.openFiles, openFilesProblem: context.openFilesProblem)
        return FolderEntries.visibleNames(in: root, problems: &problems).compactMap { entry in
            guard let (found, status) = EntryStatus.item(entry, in: root, root: root, category: .derivedData) else { return nil }
            var item = found
            let name = status.isDirectory ? DerivedDataFolderName(entry) : nil
            var info: Result<DerivedDataInfo, PropertyListFile.Failure>?
            var presence: WorkspacePresence?
            if case .project(let project)? = name {
                info = DerivedDataInfo.read(folder: item.path)
                item.label = project
                if case .success(let read)? = info {
                    presence = WorkspacePresence.check(read.workspacePath)
                    item.label = "\(project) (\(read.workspacePath))"
                    item.details = [ItemDetail("workspacePath", read.workspacePath)]
                    if let date = read.lastAccessed {
                        item.details.append(ItemDetail("lastAccessedDate", CleanupDocument.timestamp(date)))
                        // Last used as the policy reads it: Xcode's record, or a later build's write.
                        item.lastUsed = max(date, item.lastModified)
                    }
                }
            } else if name == .sharedCache {
                item.label = "\(entry) (shared cache)"
            }
            (item.action, item.reason) = decider.decide(item, name: name, info: info, presence: presence)
            return item
        }
    }
}
