/// Xcode 16's synchronized folders (`PBXFileSystemSynchronizedRootGroup`): a folder whose files belong
/// to the targets that list it in `fileSystemSynchronizedGroups`, except the files its exception sets
/// (`PBXFileSystemSynchronizedBuildFileExceptionSet`) name for a target. For a target that does not list
/// the folder, an exception set names the files it does take from it. An exception names a file or a
/// folder relative to the synchronized folder, or a localized file as `/Localized/<path without .lproj>`.
struct SynchronizedFolders {
    private let objects: PBXObjects
    private let tree: GroupTree
    private var itemsByGroup: [String: [String]] = [:]
    private(set) var problems: [ProjectModelProblem] = []

    init(objects: PBXObjects, tree: GroupTree) {
        self.objects = objects
        self.tree = tree
    }

    /// The files of every synchronized folder that belong to `target`, sorted into roles.
    mutating func members(of target: PBXObject) -> FolderItemRoles {
        var roles = FolderItemRoles(items: [], root: "/")
        let listed = Set(target.ids("fileSystemSynchronizedGroups"))
        for group in objects.objects(isa: "PBXFileSystemSynchronizedRootGroup") {
            let exceptions = group.ids("exceptions").compactMap { objects.object($0) }
                .filter { $0.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet" && $0.string("target") == target.id }
                .flatMap { $0.strings("membershipExceptions") }
            guard listed.contains(group.id) || !exceptions.isEmpty else { continue }
            guard let root = tree.path(of: group.id, in: objects) else { continue }
            let items = self.items(of: group, root: root)
            let matches = { (item: String) in exceptions.contains { Self.exception($0, matches: item) } }
            let members = listed.contains(group.id) ? items.filter { !matches($0) } : items.filter(matches)
            let found = FolderItemRoles(items: members, root: root)
            roles.sources += found.sources
            roles.resources += found.resources
            roles.tables += found.tables
        }
        for missing in listed where objects.object(missing) == nil {
            problems.append(
                ProjectModelProblem(
                    file: objects.file,
                    message: "target '\(target.string("name") ?? target.id)' lists synchronized folder \(missing), which is not in the file"
                ))
        }
        return roles
    }

    private mutating func items(of group: PBXObject, root: String) -> [String] {
        if let known = itemsByGroup[group.id] { return known }
        let contents = FolderContents(root: root, asItems: Set(group.strings("explicitFolders")))
        if let problem = contents.problem, ProjectFileReader.isFolder(root) != nil { problems.append(problem) }
        itemsByGroup[group.id] = contents.items
        return contents.items
    }

    /// Whether the exception `exception` names `item` (a relative path in the folder).
    static func exception(_ exception: String, matches item: String) -> Bool {
        if exception.hasPrefix("/Localized/") {
            return LocalizedPath(item)?.unlocalized == String(exception.dropFirst("/Localized/".count))
        }
        return item == exception || item.hasPrefix(exception + "/")
    }
}
