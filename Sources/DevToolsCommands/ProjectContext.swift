import ComponentLint
import DevToolsCore
import Foundation

/// Files named on the command line are judged within their project: a pre-commit hook passes only the
/// staged files, yet a staged controller's component sits in an unchanged header and a staged
/// translation's development language in an unchanged table. The run reads what the named files'
/// context needs, so the cross-file rules see it, and reports the named paths only.
///
/// What the context needs (and no more, so a file named in a large folder does not walk all of it):
/// - a table in `X/<locale>.lproj/`: the other `.lproj` folders of `X` (its translations and
///   development language);
/// - a source lint-components reads: the project (see `ProjectRoot`), where its component or
///   controller may be; in a plain folder that no git work tree or `.devtools.yml` marks as a project,
///   the sources beside it;
/// - anything else (a String Catalog, a table outside `.lproj`): itself.
///
/// Applies when at least one named path is a file and `--no-project-context` is not given; a run over
/// folders only is unchanged (the folders are the context).
struct ProjectContext {
    /// The named paths, absolute: what the run reports on.
    let named: [String]
    /// What the run reads besides the named paths, absolute.
    let context: [String]

    init?(options: LintOptions, linters: [any Linter.Type], workingDirectory: String) {
        guard !options.noProjectContext, !options.paths.isEmpty else { return nil }
        let named = options.paths.map { PathResolver.absolute($0, relativeTo: workingDirectory) }
        let files = named.filter { FileIdentity(path: $0, followingLinks: true)?.isRegularFile == true }
        guard !files.isEmpty else { return nil }
        let project = ProjectRoot.marked(for: named)
        self.named = named
        let sourceExtensions = linters.contains { $0 == ComponentLinter.self } ? ComponentLinter.fileExtensions : []
        var context: [String] = []
        var seen = Set<String>()
        func add(_ path: String) { if seen.insert(path).inserted { context.append(path) } }
        for file in files {
            let folder = (file as NSString).deletingLastPathComponent
            let fileExtension = (file as NSString).pathExtension.lowercased()
            if sourceExtensions.contains(fileExtension) {
                if let project {
                    add(project)
                } else {
                    Self.entries(of: folder).filter {
                        sourceExtensions.contains(($0 as NSString).pathExtension.lowercased())
                            && FileIdentity(path: $0, followingLinks: true)?.isRegularFile == true
                    }.forEach(add)
                }
            } else if (folder as NSString).pathExtension.lowercased() == "lproj" {
                let group = (folder as NSString).deletingLastPathComponent
                Self.entries(of: group).filter {
                    ($0 as NSString).pathExtension.lowercased() == "lproj"
                        && FileIdentity(path: $0, followingLinks: true)?.isDirectory == true
                }.forEach(add)
            }
        }
        self.context = context
    }

    /// What the run walks: the context, then the named paths (a named file is linted even when the
    /// config excludes it, as when named alone; the walk gives each file once).
    func paths(_ given: [String]) -> [String] {
        context + given
    }

    var scope: ReportScope { ReportScope(paths: named) }

    /// The entries of `folder` (absolute paths, sorted), not what lies below them.
    private static func entries(of folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { folder + "/" + $0 }
    }
}
