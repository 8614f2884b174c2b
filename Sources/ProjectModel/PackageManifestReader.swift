import DevToolsCore
import Foundation

/// Reads a SwiftPM package's targets as SwiftPM itself evaluates `Package.swift`, through `swift package
/// dump-package` (the manifest is Swift code; only the toolchain can run it): each target's kind, its
/// folder (`path:` or the convention), the files `exclude:` leaves out, `sources:` and `resources:`, and
/// `defaultLocalization`. Used only when the manifest gives a target a `path:`, `sources:` or `exclude:`
/// of its own: for any other package the conventional layout is the same answer without running a
/// compiler (0.3–2 s a run, too slow for a commit hook). Without a toolchain, or when the manifest does
/// not evaluate, the caller reads the conventional layout and says so.
enum PackageManifestReader {
    /// Whether the manifest text lays its targets out other than by the convention.
    static func needsManifest(_ text: String) -> Bool {
        ["path:", "sources:", "exclude:"].contains { text.contains($0) }
    }

    /// The package's model from the dumped manifest, or why it could not be had (one line).
    static func read(packageAt package: String, runner: any ToolRunning = PathToolRunner()) -> Result<ProjectModel, ProjectModelProblem> {
        let manifest = package + "/Package.swift"
        let dumped: Data
        switch runner.run("swift", ["package", "dump-package", "--package-path", package], timeout: 120) {
        case .failure(let failure):
            return .failure(ProjectModelProblem(file: manifest, message: "could not be evaluated (\(failure))"))
        case .success(let output) where output.status != 0:
            return .failure(
                ProjectModelProblem(
                    file: manifest,
                    message: "could not be evaluated (swift package dump-package: \(output.firstErrorLine ?? output.exitDescription))"))
        case .success(let output): dumped = output.stdout
        }
        guard let json = try? JSONSerialization.jsonObject(with: dumped) as? [String: Any],
            let targets = json["targets"] as? [[String: Any]]
        else {
            return .failure(
                ProjectModelProblem(file: manifest, message: "could not be evaluated (swift package dump-package gave no targets)"))
        }
        var model = ProjectModel(path: package, kind: .package, developmentRegion: json["defaultLocalization"] as? String)
        for target in targets {
            guard let name = target["name"] as? String, let type = target["type"] as? String, let kind = kind(of: type) else { continue }
            let root = ProjectPath.join(package, (target["path"] as? String) ?? defaultFolder(of: type, name: name))
            let contents = FolderContents(root: root)
            if let problem = contents.problem { model.problems.append(problem) }
            let excluded = (target["exclude"] as? [String]) ?? []
            let sources = target["sources"] as? [String]
            let items = contents.items.filter { item in
                !excluded.contains { item == $0 || item.hasPrefix($0 + "/") }
            }
            let declared = ((target["resources"] as? [[String: Any]]) ?? []).compactMap { $0["path"] as? String }
            let roles = FolderItemRoles(items: items, root: root)
            let inside = { (path: String, folders: [String]) in
                folders.contains { folder in
                    let absolute = ProjectPath.join(root, folder)
                    return path == absolute || path.hasPrefix(absolute + "/")
                }
            }
            model.targets.append(
                ProjectTarget(
                    name: name, kind: kind, project: package,
                    sourceFiles: sources.map { folders in roles.sources.filter { inside($0, folders) } } ?? roles.sources,
                    resourceFiles: roles.resources.filter { inside($0, declared) || FileRole.isWrapper(ProjectPath.name($0)) },
                    localizedTables: roles.tables))
        }
        return .success(model)
    }

    private static func kind(of type: String) -> TargetKind? {
        switch type {
        case "regular": .framework
        case "executable", "macro": .other
        case "test": .unitTest
        default: nil  // system libraries, binaries and plugins hold no app text
        }
    }

    private static func defaultFolder(of type: String, name: String) -> String {
        switch type {
        case "test": "Tests/\(name)"
        case "plugin": "Plugins/\(name)"
        default: "Sources/\(name)"
        }
    }
}
