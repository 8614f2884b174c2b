extension FileDiscovery {
    /// The files under `folder` as `walk` would find them, in its order, listed from git's index instead:
    /// no folder is read and no file `stat`-ed, and each file carries its staged content's id. A symlink
    /// or a submodule in the index is looked at (and walked) as the walk would; untracked files are not
    /// part of the list, as they are not part of a commit. `false` when `folder` is not in the index's
    /// work tree (then the caller walks it).
    func listIndexed(
        _ folder: String, index: GitIndex, visited: inout Set<FileIdentity>, into found: inout [FoundFile], problems: inout [PathProblem]
    ) -> Bool {
        guard let within = PathResolver.relative(folder, to: index.workTree) else { return false }
        let prefix = within.isEmpty || within == "." ? "" : within + "/"
        let skipped = skippedFolderNames.map { Array($0.utf8) }
        var order = WalkOrder()
        var listed: [FoundFile] = []
        listed.reserveCapacity(index.entries.count)
        for entry in index.entries where prefix.isEmpty || entry.path.hasPrefix(prefix) {
            let relative = entry.path.utf8.dropFirst(prefix.utf8.count)
            guard !passesSkippedFolder(relative, skipped: skipped) else { continue }
            let path = prefix.isEmpty ? index.path(of: entry) : folder + "/" + String(Substring(relative))
            switch entry.kind {
            case .file:
                guard matchesExtension(path), !isExcluded(path) else { continue }
                order.add(relative)
                listed.append(FoundFile(path, content: entry.content))
            case .symlink, .submodule:
                // What the link points to, or the submodule's files: found as the walk finds them.
                for file in linkedFiles(path, visited: &visited, problems: &problems) {
                    order.add(relative, then: Substring(PathResolver.relative(file, to: path) ?? "").utf8)
                    listed.append(FoundFile(file, content: nil))
                }
            }
        }
        found += order.sorted().map { listed[$0] }
        return true
    }

    /// Whether a folder on the way to the file (`relative` to the named folder) is one the walk skips.
    /// By bytes: this runs for every file of the index.
    private func passesSkippedFolder(_ relative: Substring.UTF8View, skipped: [[UInt8]]) -> Bool {
        if let passes = relative.withContiguousStorageIfAvailable({ Self.passesSkippedFolder($0, skipped: skipped) }) { return passes }
        var start = relative.startIndex
        while let slash = relative[start...].firstIndex(of: UInt8(ascii: "/")) {
            let name = relative[start..<slash]
            if skipped.contains(where: { $0.count == name.count && $0.elementsEqual(name) }) { return true }
            start = relative.index(after: slash)
        }
        return false
    }

    /// The same, over the path's bytes in place (a native string's).
    private static func passesSkippedFolder(_ relative: UnsafeBufferPointer<UInt8>, skipped: [[UInt8]]) -> Bool {
        var start = 0
        for index in relative.indices where relative[index] == UInt8(ascii: "/") {
            let name = UnsafeBufferPointer(rebasing: relative[start..<index])
            if skipped.contains(where: { $0.count == name.count && $0.elementsEqual(name) }) { return true }
            start = index + 1
        }
        return false
    }

    /// A symlinked file, or the files under a symlinked folder or a submodule, as the walk finds them.
    private func linkedFiles(_ path: String, visited: inout Set<FileIdentity>, problems: inout [PathProblem]) -> [String] {
        guard let identity = FileIdentity(path: path, followingLinks: true), !isExcluded(path) else { return [] }
        if identity.isRegularFile { return matchesExtension(path) ? [path] : [] }
        guard identity.isDirectory else { return [] }
        var inner: [String] = []
        walk(path, visited: &visited, into: &inner, problems: &problems)
        return inner
    }
}

/// A file discovery found, with its content's id when the index gave one.
struct FoundFile: Sendable {
    let path: String
    let content: FileStamp?

    init(_ path: String, content: FileStamp?) {
        self.path = path
        self.content = content
    }
}
