import Foundation

extension ProjectModel {
    /// The file describing an app's project in `folder`: an XcodeGen spec whose project is not generated
    /// yet, else a workspace, else an Xcode project, else a `Package.swift`. An app keeps its targets in
    /// the Xcode project; a `Package.swift` beside it is a library's or a tool's (`projectFile(in:)`
    /// prefers the package, for the regions).
    public static func appProjectFile(in folder: String) -> String? {
        if let spec = xcodeGenSpec(in: folder) { return spec }
        let found = projectFile(in: folder)
        guard let found, found.hasSuffix("Package.swift") else { return found }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        if let workspace = names.first(where: { isWorkspace(base + $0) }) { return base + workspace }
        if let project = names.first(where: { $0.hasSuffix(".xcodeproj") }) { return base + project }
        return found
    }

    /// An XcodeGen `project.yml` in `folder` whose generated `.xcodeproj` is not there (not committed, or
    /// committed without its `project.pbxproj`, as element's): the spec is then the project's only
    /// description. A committed generated project is the exact one and wins.
    public static func xcodeGenSpec(in folder: String) -> String? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        guard names.contains("project.yml") else { return nil }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        let generated = names.contains {
            $0.hasSuffix(".xcodeproj") && FileManager.default.fileExists(atPath: base + $0 + "/project.pbxproj")
        }
        return generated ? nil : base + "project.yml"
    }
}
