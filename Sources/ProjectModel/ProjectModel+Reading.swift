import Foundation

extension ProjectModel {
    /// Reads the project at `path`: an `.xcodeproj`, an `.xcworkspace`, a `Package.swift` or the folder
    /// holding one. Throws one problem naming the file when it cannot be read at all. Without
    /// `readingTargets`, only what the project says of itself is read (its regions, a workspace's members),
    /// no target and no folder: for a caller that needs no more, at the cost of parsing the file.
    public static func read(projectAt path: String, readingTargets: Bool = true) throws(ProjectModelProblem) -> ProjectModel {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        if trimmed.hasSuffix(".xcodeproj") { return try XcodeProjectReader.read(projectAt: trimmed, readingTargets: readingTargets) }
        if trimmed.hasSuffix(".xcworkspace") { return try WorkspaceReader.read(workspaceAt: trimmed, readingTargets: readingTargets) }
        if ProjectPath.name(trimmed) == "project.yml" { return try XcodeGenReader.read(specAt: trimmed, readingTargets: readingTargets) }
        if ProjectPath.name(trimmed) == "Package.swift" {
            return try PackageLayoutReader.read(
                packageAt: ProjectPath.parent(ProjectPath.absolute(trimmed)), readingTargets: readingTargets)
        }
        if ProjectFileReader.isFolder(trimmed) == true, ProjectFileReader.isFolder(trimmed + "/Package.swift") == false {
            return try PackageLayoutReader.read(packageAt: trimmed, readingTargets: readingTargets)
        }
        throw ProjectModelProblem(file: path, message: "is not an .xcodeproj, an .xcworkspace, an XcodeGen project.yml or a package")
    }

    /// The nearest project at or above `folder`: in each folder from `folder` up, a `Package.swift`, else
    /// a workspace, else an Xcode project (the first by name). Nil when there is none; a problem when the
    /// nearest one cannot be read (the caller falls back as if there were none, or reports it).
    public static func find(above folder: String) throws(ProjectModelProblem) -> ProjectModel? {
        var current = ProjectPath.absolute(folder)
        while true {
            if let project = projectFile(in: current) { return try read(projectAt: project) }
            let parent = ProjectPath.parent(current)
            if parent == current { return nil }
            current = parent
        }
    }

    /// The project file of `folder` that `find(above:)` reads, if it has one.
    public static func projectFile(in folder: String) -> String? {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        if names.contains("Package.swift") { return base + "Package.swift" }
        if let workspace = names.first(where: { isWorkspace(base + $0) }) { return base + workspace }
        if let project = names.first(where: { $0.hasSuffix(".xcodeproj") }) { return base + project }
        return nil
    }

    /// Whether `path` is a workspace that lists something: an `.xcworkspace` holding its
    /// `contents.xcworkspacedata`. AdguardForiOS commits only the workspace's `xcshareddata/`: that is no
    /// description of the app, and its `Adguard.xcodeproj` beside it is.
    static func isWorkspace(_ path: String) -> Bool {
        path.hasSuffix(".xcworkspace") && FileManager.default.fileExists(atPath: path + "/contents.xcworkspacedata")
    }
}
