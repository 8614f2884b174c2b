import Foundation

extension ProjectModel {
    /// The file describing an app's project in `folder`: a workspace, else an Xcode project, else a
    /// `Package.swift`. An app keeps its targets in the Xcode project; a `Package.swift` beside it is a
    /// library's or a tool's (`projectFile(in:)` prefers the package, for the regions).
    public static func appProjectFile(in folder: String) -> String? {
        let found = projectFile(in: folder)
        guard let found, found.hasSuffix("Package.swift") else { return found }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        if let workspace = names.first(where: { $0.hasSuffix(".xcworkspace") }) { return base + workspace }
        if let project = names.first(where: { $0.hasSuffix(".xcodeproj") }) { return base + project }
        return found
    }
}
