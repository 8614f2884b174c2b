extension FileDiscovery {
    /// What a walk of one folder found, and the folders it entered.
    struct Walked: Sendable {
        var files: [String] = []
        var problems: [PathProblem] = []
        var visited: Set<FileIdentity> = []
        var followedLink = false
    }

    /// `walk(folder)` on every core: the folder's own files, then its subfolders' trees walked side by
    /// side and joined in the walk's order (a folder with one subfolder hands the split down to it). A
    /// 20,000-file tree's walk is a serial tenth of a lint run; on two cores it costs half.
    ///
    /// A real folder is entered once however many links lead to it only within one walk, so when any
    /// walk followed a link into a folder (or met an entry of unknown type), the result is thrown away
    /// and `nil` returned: the caller walks the tree in one pass, as before. `nil` too for a folder
    /// that cannot be listed (the one-pass walk reports it).
    func walkInParallel(_ folder: String) -> Walked? {
        var found: [String] = []
        var current = folder
        var visited: Set<FileIdentity> = []
        while true {
            guard let identity = FileIdentity(path: current, followingLinks: true), visited.insert(identity).inserted,
                case .success(let entries) = DirectoryReader.entries(of: current)
            else { return nil }
            var folders: [String] = []
            for entry in DirectoryReader.Entry.sortedByName(entries) {
                let child = Self.childPath(current, entry.name)
                switch entry.kind {
                case .directory:
                    if !skippedFolderNames.contains(entry.name), !isExcluded(child) { folders.append(child) }
                case .regularFile:
                    if matchesExtension(child), !isExcluded(child) { found.append(child) }
                case .symlink, .unknown:
                    return nil  // as the one-pass walk: it resolves these with care for loops
                case .other:
                    continue
                }
            }
            if folders.count == 1 {
                current = folders[0]
                continue
            }
            let trees = ParallelMap.collect(folders) { subfolder -> Walked in
                var walked = Walked()
                walk(
                    subfolder, visited: &walked.visited, into: &walked.files, problems: &walked.problems, followedLink: &walked.followedLink
                )
                return walked
            }
            var result = Walked(files: found, problems: [], visited: visited)
            for tree in trees {
                if tree.followedLink || !tree.visited.isDisjoint(with: result.visited) { return nil }
                result.files += tree.files
                result.problems += tree.problems
                result.visited.formUnion(tree.visited)
            }
            return result
        }
    }
}
