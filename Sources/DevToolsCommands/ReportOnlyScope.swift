import DevToolsCore

/// The files `--report-only` keeps findings for: each path is a linted file or a folder (everything
/// linted under it). A path that names nothing the run could have linted is a usage error, since
/// silently reporting nothing for a typo would turn a run with errors green; an existing file the
/// config excludes is accepted (and has no findings).
struct ReportOnlyScope {
    let scope: ReportScope

    init(_ given: [String], report: LintReport, kinds: ReadableFileKinds, roots: [String], workingDirectory: String) throws {
        let absoluteRoots = (roots.isEmpty ? ["."] : roots).map { PathResolver.absolute($0, relativeTo: workingDirectory) }
        scope = ReportScope(
            paths: try given.map { path in
                let absolute = PathResolver.absolute(path, relativeTo: workingDirectory)
                if report.lintedFiles.contains(where: { ReportScope.path($0, isWithin: absolute) }) { return absolute }
                let problem = Self.problem(absolute, kinds: kinds, roots: absoluteRoots)
                guard let problem else { return absolute }
                throw UsageProblem("--report-only \(path): \(problem)")
            })
    }

    /// Why a path matched no linted file. An existing lintable file that the config excludes (or that
    /// sits in `Pods` & co.) is no mistake: a pre-commit hook names every staged file.
    private static func problem(_ absolute: String, kinds: ReadableFileKinds, roots: [String]) -> String? {
        guard let identity = FileIdentity(path: absolute, followingLinks: true) else { return "no such file or folder" }
        guard roots.contains(where: { ReportScope.path(absolute, isWithin: $0) }) else { return "not under the paths being linted" }
        if identity.isDirectory { return "no file \(kinds.reader) reads in this folder" }
        guard kinds.reads(absolute) else {
            return "not a file \(kinds.reader) reads (it reads \(kinds.list) files)"
        }
        return nil  // excluded by the config
    }
}
