/// Another version of some of the project's files, and files to leave out: what a pre-commit hook
/// needs to lint the commit without copying the repository.
///
/// The hook reads unchanged files in place. Only the files whose work-tree content differs from the
/// index (unstaged edits, deletions) are exported from the index into the overlay folder, at their
/// paths relative to the project, and read from there while findings name the project path; untracked
/// files are not part of the commit and are left out.
public struct ContentOverlay: Sendable {
    /// Absolute folder holding the other versions, if any.
    public let directory: String?
    /// Absolute folder the overlay mirrors (where the hook runs: the top of the work tree).
    public let base: String
    /// Absolute paths of files that take no part.
    public let leftOut: Set<String>

    public init(directory: String?, base: String, leftOut: Set<String>) {
        self.directory = directory
        self.base = base
        self.leftOut = leftOut
    }

    /// `files` with the overlay applied: left-out files dropped, files with another version read from it,
    /// and files only the overlay has (deleted from the work tree, still in the commit) added when they
    /// lie under one of `roots` and `discovery` would take them.
    public func apply(to files: [SourceFile], roots: [String], discovery: FileDiscovery) throws -> [SourceFile] {
        var versions: [String: String] = [:]  // project path → overlay path
        if let directory {
            try collect(in: directory, extensions: discovery.extensions, into: &versions)
        }
        var result: [SourceFile] = []
        result.reserveCapacity(files.count)
        for file in files where !leftOut.contains(file.absolutePath) {
            if let version = versions.removeValue(forKey: file.absolutePath) {
                result.append(SourceFile(absolutePath: file.absolutePath, displayPath: file.displayPath, contentPath: version))
            } else {
                result.append(file)
            }
        }
        for (path, version) in versions.sorted(by: { $0.key < $1.key })
        where !leftOut.contains(path) && roots.contains(where: { ReportScope.path(path, isWithin: $0) })
            && !discovery.excludes.excludes(path, under: discovery.excludeBase)
        {
            let display = PathResolver.display(path, relativeTo: discovery.workingDirectory)
            result.append(SourceFile(absolutePath: path, displayPath: display, contentPath: version))
        }
        return result
    }

    private func collect(in directory: String, extensions: Set<String>, into versions: inout [String: String]) throws {
        let exported = FileDiscovery(extensions: extensions, excludeBase: directory, workingDirectory: directory, skippedFolderNames: [])
        for file in try exported.files(in: [directory]) {
            guard let relative = PathResolver.relative(file.absolutePath, to: directory) else { continue }
            versions[PathResolver.absolute(relative, relativeTo: base)] = file.absolutePath
        }
    }

    /// Where to read `absolutePath` from.
    public func contentPath(of absolutePath: String) -> String {
        guard let directory, let relative = PathResolver.relative(absolutePath, to: base) else { return absolutePath }
        let version = PathResolver.absolute(relative, relativeTo: directory)
        return FileIdentity(path: version, followingLinks: false)?.isRegularFile == true ? version : absolutePath
    }
}
