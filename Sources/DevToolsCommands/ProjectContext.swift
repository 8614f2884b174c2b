import DevToolsCore

/// Files named on the command line are judged within their project: a pre-commit hook passes only the
/// staged files, yet a staged controller's component sits in an unchanged header and a staged
/// translation's development language in an unchanged table. The run lints the project (see
/// `ProjectRoot`) so the cross-file rules see it, and reports the named paths only.
///
/// Applies when at least one named path is a file and `--no-project-context` is not given; a run over
/// folders only is unchanged (the folders are the context).
struct ProjectContext {
    /// The project folder, absolute.
    let root: String
    /// The named paths, absolute: what the run reports on.
    let named: [String]

    init?(options: LintOptions, workingDirectory: String) {
        guard !options.noProjectContext, !options.paths.isEmpty else { return nil }
        let named = options.paths.map { PathResolver.absolute($0, relativeTo: workingDirectory) }
        guard named.contains(where: { FileIdentity(path: $0, followingLinks: true)?.isRegularFile == true }) else { return nil }
        self.root = ProjectRoot.find(for: named)
        self.named = named
    }

    /// What the run walks: the project, then the named paths (a named file is linted even when the
    /// config excludes it, as when named alone; the walk gives each file once).
    func paths(_ given: [String]) -> [String] {
        [root] + given
    }

    var scope: ReportScope { ReportScope(paths: named) }
}
