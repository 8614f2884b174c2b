import DevToolsCore
import SourceFacts
import Foundation
import ProjectModel

/// The targets that compile each file of a run, from the app's project at or above the file (a
/// workspace, else an Xcode project, else a `Package.swift`: `AppProjectSearch`), so that a class name
/// two targets each declare can be resolved per target (`TargetGroups`).
///
/// A header is compiled by no Sources phase: it takes the targets of the implementation beside it with
/// the same name (`Foo.h` → `Foo.m`, `Foo.mm`). A file no project compiles has no target.
struct FileTargets {
    /// For each file of the run, in its order, the targets that compile it (`<project>#<target>`, the
    /// project's order); empty for a file in no target or under no project.
    let targets: [[String]]

    init(_ files: [SourceFile]) {
        var search = AppProjectSearch()
        var compiledBy: [String: [String: [String]]] = [:]
        var targets: [[String]] = []
        targets.reserveCapacity(files.count)
        for file in files {
            let path = file.absolutePath
            guard let project = search.project(above: (path as NSString).deletingLastPathComponent) else {
                targets.append([])
                continue
            }
            if compiledBy[project] == nil { compiledBy[project] = Self.compiledFiles(of: project) }
            let table = compiledBy[project] ?? [:]
            targets.append(table[path] ?? Self.siblingTargets(of: file, in: table))
        }
        self.targets = targets
    }

    /// Each compiled file of the project at `project`, with the targets that compile it; nothing when
    /// the project cannot be read (the run then resolves classes as without a project).
    private static func compiledFiles(of project: String) -> [String: [String]] {
        guard let model = try? ProjectModel.read(projectAt: project) else { return [:] }
        var table: [String: [String]] = [:]
        for target in model.targets {
            for source in target.sourceFiles { table[source, default: []].append(target.project + "#" + target.name) }
        }
        return table
    }

    /// A header's targets: those of the implementation file beside it with the same name.
    private static func siblingTargets(of file: SourceFile, in table: [String: [String]]) -> [String] {
        guard file.fileExtension == "h" else { return [] }
        let stem = (file.absolutePath as NSString).deletingPathExtension
        for sibling in ["m", "mm", "swift"] {
            if let found = table[stem + "." + sibling] { return found }
        }
        return []
    }
}
