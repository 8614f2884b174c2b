import DevToolsCore
import Foundation

/// Reads a SwiftPM package by its conventional layout, since only SwiftPM can evaluate `Package.swift`:
/// each folder of `Sources/` is a target (a library, or an executable, `.other`, when it holds
/// `main.swift`), each folder of `Tests/` a unit-test target; a target's compiled files are its sources,
/// the files of its `Resources/` folder (and its asset catalogs and other wrappers) its resources, and
/// its `.lproj` folders its localized tables. `defaultLocalization:` is read from the text. A package
/// that gives a target a `path:`, `sources:` or `exclude:` of its own is read by SwiftPM itself
/// (`PackageManifestReader`); when that cannot be done it is noted: the layout found may not be the one
/// it builds. `ProjectModel.usesConventionalLayout` says which was used.
enum PackageLayoutReader {
    static func read(packageAt folder: String, readingTargets: Bool, runner: any ToolRunning = PathToolRunner()) throws(ProjectModelProblem)
        -> ProjectModel
    {
        let package = ProjectPath.absolute(folder)
        let manifest = folder.hasSuffix("/") ? folder + "Package.swift" : folder + "/Package.swift"
        let text: String
        switch ProjectFileReader.data(at: manifest) {
        case .success(let data):
            guard let decoded = String(data: data, encoding: .utf8) else {
                throw ProjectModelProblem(file: manifest, message: "is not UTF-8 text")
            }
            text = decoded
        case .failure(let problem): throw problem
        }
        var model = ProjectModel(
            path: package, kind: .package, developmentRegion: defaultLocalization(in: text), usesConventionalLayout: true)
        if readingTargets, PackageManifestReader.needsManifest(text) {
            switch PackageManifestReader.read(packageAt: package, runner: runner) {
            case .success(let evaluated): return evaluated
            case .failure(let problem):
                model.problems.append(
                    ProjectModelProblem(
                        file: manifest,
                        message:
                            "lays out its targets with path:, sources: or exclude:, and \(problem.message.replacingOccurrences(of: "could not be evaluated", with: "it could not be evaluated")); the conventional layout was read instead"
                    ))
            }
        }
        for (top, isTests) in [("Sources", false), ("Tests", true)] where readingTargets {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: package + "/" + top)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") && ProjectFileReader.isFolder(package + "/" + top + "/" + name) == true {
                let root = package + "/" + top + "/" + name
                let contents = FolderContents(root: root)
                if let problem = contents.problem { model.problems.append(problem) }
                let roles = FolderItemRoles(items: contents.items, root: root, resourcesOnlyBelow: "Resources")
                let kind: TargetKind = isTests ? .unitTest : contents.items.contains("main.swift") ? .other : .framework
                model.targets.append(
                    ProjectTarget(
                        name: name, kind: kind, project: package, sourceFiles: roles.sources, resourceFiles: roles.resources,
                        localizedTables: roles.tables))
            }
        }
        return model
    }

    /// `defaultLocalization: "en"` in a `Package.swift`.
    static func defaultLocalization(in text: String) -> String? {
        guard let range = text.range(of: "defaultLocalization:") else { return nil }
        let rest = text[range.upperBound...].drop { $0 == " " }
        guard rest.first == "\"" else { return nil }
        let value = rest.dropFirst().prefix { $0 != "\"" }
        return value.isEmpty ? nil : String(value)
    }
}
