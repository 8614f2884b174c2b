import Foundation

/// Finds the files a linter should read under the paths a user gave.
///
/// Deterministic order (each folder's entries by name, its files before its subfolders); folders named in `skippedFolderNames` and paths matching the exclude
/// globs are not entered; symlinked folders are followed but each real folder is visited once, so a
/// symlink loop cannot make the walk endless.
public struct FileDiscovery: Sendable {
    /// Folders that hold tooling output or third-party code, never a team's own sources.
    public static let defaultSkippedFolderNames: Set<String> = [
        ".git", ".build", "Pods", "Carthage", "DerivedData", "node_modules",
    ]

    public var extensions: Set<String>
    public var excludes: [Glob]
    /// Folder the exclude globs are relative to (the config file's folder).
    public var excludeBase: String
    public var workingDirectory: String
    public var skippedFolderNames: Set<String>

    public init(
        extensions: Set<String>,
        excludes: [String] = [],
        excludeBase: String,
        workingDirectory: String,
        skippedFolderNames: Set<String> = FileDiscovery.defaultSkippedFolderNames
    ) {
        self.extensions = Set(extensions.map { $0.lowercased() })
        self.excludes = excludes.map(Glob.init)
        self.excludeBase = excludeBase
        self.workingDirectory = workingDirectory
        self.skippedFolderNames = skippedFolderNames
    }

    /// Every matching file under `paths`; entries inside the tree that cannot be looked into are
    /// ignored here (see `discover` for them).
    public func files(in paths: [String]) throws -> [SourceFile] {
        try discover(paths).files
    }

    /// Every matching file under `paths`, with the entries below them that could not be looked into.
    ///
    /// A named path that does not exist, cannot be reached or is neither a folder nor a regular file (a
    /// FIFO would block the reader forever) is a `ToolError` with the true reason. A file named
    /// explicitly is always included when its extension matches, even if an exclude glob matches it.
    ///
    /// With `index` (git's, see `GitIndex`), folders within its work tree are listed from it rather than
    /// walked: the commit's files, each with its content's id.
    public func discover(_ paths: [String], index: GitIndex? = nil) throws -> DiscoveredFiles {
        var found: [FoundFile] = []
        var problems: [PathProblem] = []
        var visited = Set<FileIdentity>()
        var folders: [Int] = []  // which of the paths are folders (a hook names one: the project)
        var shares: [Range<Int>] = []  // what each path found, in `found`
        var viaLink = false  // a symlink led to some file: the same file may be found under two paths
        let absolutePaths = paths.map { PathResolver.absolute($0, relativeTo: workingDirectory) }
        for (position, (path, absolute)) in zip(paths, absolutePaths).enumerated() {
            let start = found.count
            if !viaLink, Self.realPath(absolute) != absolute { viaLink = true }
            guard let identity = FileIdentity(path: absolute, followingLinks: true) else {
                let reason = PathFailureReason.forStat(absolute, errno: errno, shownAs: path)
                throw ToolError(path: path, reason ?? "no such file or folder")
            }
            if identity.isDirectory {
                if let error = DirectoryReader.openFailure(absolute) {
                    throw ToolError(path: path, "cannot read folder (\(PathFailureReason.systemMessage(error.code.rawValue)))")
                }
                collect(absolute, index: index, visited: &visited, into: &found, problems: &problems, followedLink: &viaLink)
                folders.append(position)
            } else if !identity.isRegularFile {
                throw ToolError(path: path, "not a regular file or folder")
            } else if matchesExtension(absolute) {
                found.append(FoundFile(absolute, content: nil))
            }
            shares.append(start..<found.count)
        }
        // Overlapping paths (`Sources Sources/App`, a file named twice) name some files twice: only what
        // a path within another (or equal to another) found can repeat, and the first is kept. Checked
        // against the folders alone, so a hook naming a thousand files costs no thousand-squared work.
        let named = absolutePaths.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        var nested: Set<String> = []
        for (position, absolute) in absolutePaths.enumerated()
        where named[absolute]! > 1 || folders.contains(where: { $0 != position && ReportScope.path(absolute, isWithin: absolutePaths[$0]) })
        {
            nested.formUnion(found[shares[position]].lazy.map(\.path))
        }
        if !nested.isEmpty {
            var seen = Set<String>()
            found = found.filter { !nested.contains($0.path) || seen.insert($0.path).inserted }
        }
        // A file reached through a symlink and by its real path (or through two links) is one file:
        // kept once, under the path found first. Each file is looked at only when a link was met.
        if viaLink {
            var seen = Set<FileIdentity>()
            found = found.filter { file in FileIdentity(path: file.path, followingLinks: true).map { seen.insert($0).inserted } ?? true }
        }
        if paths.count > 1 {
            var seenProblems = Set<PathProblem>()
            problems = problems.filter { seenProblems.insert($0).inserted }
        }
        // Each file's shown path and extension are made on every core (4 ms of a 20,000-file walk on one).
        let files = ParallelMap.collect(found, inParts: found.count >= 4096 ? ProcessInfo.processInfo.activeProcessorCount : 1) {
            SourceFile(absolutePath: $0.path, displayPath: display($0.path), content: $0.content)
        }
        return DiscoveredFiles(files: files, problems: problems)
    }

    /// The files under `folder`: listed from `index` when it covers the folder, else walked.
    /// `followedLink` is set when a symlink led the walk to a folder or a file.
    private func collect(
        _ folder: String, index: GitIndex?, visited: inout Set<FileIdentity>, into found: inout [FoundFile], problems: inout [PathProblem],
        followedLink: inout Bool
    ) {
        if let index, listIndexed(folder, index: index, visited: &visited, into: &found, problems: &problems) { return }
        var walked: [String] = []
        if visited.isEmpty, let parallel = walkInParallel(folder) {
            walked = parallel.files
            problems += parallel.problems
            visited = parallel.visited
        } else {
            walk(folder, visited: &visited, into: &walked, problems: &problems, followedLink: &followedLink)
        }
        // The first folder's files become the list itself, made once rather than appended (a copy of each).
        if found.isEmpty {
            found = walked.map { FoundFile($0, content: nil) }
        } else {
            found += walked.map { FoundFile($0, content: nil) }
        }
    }

    /// Depth-first with an explicit stack, so a tree nested thousands of folders deep cannot overflow
    /// the call stack. FIFOs, sockets and devices found inside folders are skipped; symlinks are
    /// resolved with `stat`, and a real folder is entered once however many links lead to it. Sorting
    /// each folder's names, rather than every path at the end, keeps the order stable at a fraction of
    /// the cost on large trees. An entry that cannot be looked into is a `PathProblem`, and the walk
    /// goes on.
    func walk(_ root: String, visited: inout Set<FileIdentity>, into found: inout [String], problems: inout [PathProblem]) {
        var followedLink = false
        walk(root, visited: &visited, into: &found, problems: &problems, followedLink: &followedLink)
    }

    /// `followedLink` is set when a symlink (or an entry of unknown type) led to a folder or a file.
    func walk(
        _ root: String, visited: inout Set<FileIdentity>, into found: inout [String], problems: inout [PathProblem],
        followedLink: inout Bool
    ) {
        var pending = [root]
        while let directory = pending.popLast() {
            guard let identity = FileIdentity(path: directory, followingLinks: true) else {
                let code = errno
                if let reason = PathFailureReason.forStat(directory, errno: code, shownAs: display(directory)) {
                    problems.append(PathProblem(displayPath: display(directory), reason: reason, wouldBeRead: true))
                }
                continue  // else removed while we walk
            }
            guard visited.insert(identity).inserted else { continue }
            let entries: [DirectoryReader.Entry]
            switch DirectoryReader.entries(of: directory) {
            case .success(let list): entries = list
            case .failure(let error):
                if error.code != .ENOENT {
                    let reason = "cannot read folder (\(PathFailureReason.systemMessage(error.code.rawValue)))"
                    problems.append(PathProblem(displayPath: display(directory), reason: reason, wouldBeRead: true))
                }
                continue
            }
            var folders: [String] = []
            for entry in DirectoryReader.Entry.sortedByName(entries) {
                let child = Self.childPath(directory, entry.name)
                var kind = entry.kind
                if kind == .symlink || kind == .unknown {
                    guard let info = FileIdentity(path: child, followingLinks: true) else {
                        let code = errno
                        if !isExcluded(child), let reason = PathFailureReason.forStat(child, errno: code, shownAs: display(child)) {
                            problems.append(PathProblem(displayPath: display(child), reason: reason, wouldBeRead: matchesExtension(child)))
                        }
                        continue
                    }
                    kind = info.isDirectory ? .directory : (info.isRegularFile ? .regularFile : .other)
                    if info.isDirectory || info.isRegularFile { followedLink = true }
                }
                switch kind {
                case .directory:
                    if !skippedFolderNames.contains(entry.name), !isExcluded(child) { folders.append(child) }
                case .regularFile:
                    if matchesExtension(child), !isExcluded(child) { found.append(child) }
                default:
                    continue
                }
            }
            pending.append(contentsOf: folders.reversed())  // the first folder is walked next
        }
    }

    /// `folder/name`, made in one go (this runs once per entry of a walk).
    static func childPath(_ folder: String, _ name: String) -> String {
        folder.withUTF8Bytes { folder in
            name.withUTF8Bytes { name in
                let separator = folder.last == UInt8(ascii: "/") ? 0 : 1
                return String(unsafeUninitializedCapacity: folder.count + separator + name.count) { buffer in
                    var end = UnsafeMutableBufferPointer(rebasing: buffer[...]).initialize(fromContentsOf: folder)
                    if separator == 1 { buffer[end] = UInt8(ascii: "/"); end += 1 }
                    return UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: name) + end
                }
            }
        }
    }

    /// `path` with every symlink resolved (`realpath`); `path` itself when it cannot be resolved.
    static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    func display(_ path: String) -> String {
        PathResolver.display(path, relativeTo: workingDirectory)
    }

    func matchesExtension(_ path: String) -> Bool {
        extensions.contains(SourceFile.lowercasedExtension(of: path))
    }

    func isExcluded(_ path: String) -> Bool {
        excludes.excludes(path, under: excludeBase)
    }
}
