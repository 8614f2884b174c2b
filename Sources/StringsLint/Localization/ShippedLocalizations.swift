import DevToolsCore
import Foundation
import ProjectModel

/// Which localized files the app ships, as its Xcode project says: a `.strings` or `.stringsdict` file
/// that no target of the nearest project (or workspace) copies, through a variant group, a synchronized
/// folder or a folder reference, is not in any bundle. Such files (an old variant group left in no build
/// phase, a stale `en.lproj/MainMenu.strings` no target lists) are not compared with anything: their
/// keys reach no user.
///
/// Only an Xcode project or workspace that was read without a problem decides; a package (whose targets
/// are known only by its conventional layout), a project with a broken reference, or no project at all
/// leaves every file shipped, as before.
struct ShippedLocalizations {
    /// The run's projects, read once.
    let models: ProjectModelCache
    /// Project file → what its targets ship, or nil when it does not decide.
    private var byProject: [String: Shipped?] = [:]
    private var search = AppProjectSearch()
    /// Each unshipped file's project (absolute paths), for its note to name.
    private(set) var projectOfUnshipped: [String: String] = [:]

    init(models: ProjectModelCache) {
        self.models = models
    }

    private struct Shipped {
        var files: Set<String>
        /// Folder references and synchronized folders: everything under them ships.
        var folders: [String]
        /// What only unit- and UI-test targets ship: no user sees it.
        var testFiles: Set<String> = []
        /// `files`, lowercased.
        var filesIgnoringCase: Set<String> = []
        var testFolders: [String] = []
    }

    /// The files among `files` no target ships (each gets its note), those that reach no user for
    /// another reason (shipped only by test targets, or inside a prebuilt framework, whose binary and
    /// translations are its vendor's): neither is compared; and the others.
    mutating func split(_ files: [SourceFile]) -> (shipped: [SourceFile], unshipped: [SourceFile], notTheApps: [SourceFile]) {
        var shipped: [SourceFile] = []
        var unshipped: [SourceFile] = []
        var notTheApps: [SourceFile] = []
        for file in files {
            guard let localized = LocalizedFile(file) else {
                shipped.append(file)
                continue
            }
            if Self.isInPrebuiltFramework(localized.group) {
                notTheApps.append(file)
                continue
            }
            guard let project = project(above: localized.group), let known = byProject[project] ?? nil else {
                shipped.append(file)
                continue
            }
            let path = file.absolutePath
            if known.files.contains(path) || known.folders.contains(where: { path.hasPrefix($0 + "/") }) {
                shipped.append(file)
            } else if known.testFiles.contains(path) || known.testFolders.contains(where: { path.hasPrefix($0 + "/") }) {
                notTheApps.append(file)
            } else if known.filesIgnoringCase.contains(path.lowercased()) {
                // The project names `InfoPlist.strings`, the file is `infoPlist.strings` (mastodon's): Xcode
                // copies it from the case-insensitive disk Macs use by default.
                shipped.append(file)
            } else {
                unshipped.append(file)
                projectOfUnshipped[path] = project
            }
        }
        return (shipped, unshipped, notTheApps)
    }

    /// A folder inside a `.framework` or `.xcframework` in the tree: a prebuilt binary's resources.
    static func isInPrebuiltFramework(_ folder: String) -> Bool {
        folder.contains(".framework/") || folder.hasSuffix(".framework") || folder.contains(".xcframework/")
    }

    /// The project nearest above `folder`, read once.
    private mutating func project(above folder: String) -> String? {
        let found = search.project(above: folder)
        if let found, byProject[found] == nil { byProject[found] = .some(read(found)) }
        return found
    }

    private func read(_ project: String) -> Shipped? {
        guard !project.hasSuffix("Package.swift"), let model = models.model(at: project), model.problems.isEmpty,
            !model.targets.isEmpty
        else { return nil }
        var shipped = Shipped(files: [], folders: [])
        for target in model.targets {
            let tables = target.localizedTables.flatMap { $0.files.map(\.path) }
            if [.unitTest, .uiTest].contains(target.kind) {
                shipped.testFiles.formUnion(tables + target.resourceFiles)
                shipped.testFolders += target.resourceFiles
                continue
            }
            shipped.files.formUnion(tables)
            for resource in target.resourceFiles {
                shipped.files.insert(resource)
                shipped.folders.append(resource)
            }
        }
        shipped.filesIgnoringCase = Set(shipped.files.map { $0.lowercased() })
        return shipped
    }
}
