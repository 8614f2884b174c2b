import Foundation
import ProjectModel

/// The projects one run reads, each read once: the tables a target ships (`ShippedLocalizations`) and
/// the bundle each source's lookups read (`LookupBundles`) ask the same project, and reading a large
/// one (a 1 MB `project.pbxproj`, synchronized folders of thousands of files) is the expensive part.
final class ProjectModelCache: @unchecked Sendable {
    private let lock = NSLock()
    private var models: [String: Result<ProjectModel, ProjectModelProblem>] = [:]

    /// The project at `file` (`X.xcodeproj`, `X.xcworkspace`, `Package.swift`), nil when it cannot be read.
    func model(at file: String) -> ProjectModel? {
        try? result(at: file).get()
    }

    /// The file describing an app's project in `folder`: an XcodeGen spec whose project is not generated
    /// yet, else a workspace, else an Xcode project, else a `Package.swift`. An app keeps its targets in the Xcode project; a `Package.swift` beside it is a
    /// library's or a tool's (`ProjectModel.projectFile(in:)` prefers the package, for the regions).
    static func appProjectFile(in folder: String) -> String? {
        if let spec = xcodeGenSpec(in: folder) { return spec }
        let found = ProjectModel.projectFile(in: folder)
        guard let found, found.hasSuffix("Package.swift") else { return found }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        if let workspace = names.first(where: { $0.hasSuffix(".xcworkspace") }) { return base + workspace }
        if let project = names.first(where: { $0.hasSuffix(".xcodeproj") }) { return base + project }
        return found
    }

    /// An XcodeGen `project.yml` in `folder` whose generated `.xcodeproj` is not there (not committed, or
    /// committed without its `project.pbxproj`, as element's): the spec is then the project's only
    /// description. A committed generated project is the exact one and wins.
    static func xcodeGenSpec(in folder: String) -> String? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        guard names.contains("project.yml") else { return nil }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        let generated = names.contains {
            $0.hasSuffix(".xcodeproj") && FileManager.default.fileExists(atPath: base + $0 + "/project.pbxproj")
        }
        return generated ? nil : base + "project.yml"
    }

    /// The project at `file`, or why it cannot be read.
    func result(at file: String) -> Result<ProjectModel, ProjectModelProblem> {
        lock.lock()
        defer { lock.unlock() }
        if let known = models[file] { return known }
        let read = Result { () throws(ProjectModelProblem) in try ProjectModel.read(projectAt: file) }
        models[file] = read
        return read
    }

    /// The first problem of each project read that could not be read whole, by its file; `partly` when
    /// the rest of it was read (a workspace's missing member, a reference to an object the file lacks).
    var problems: [(problem: ProjectModelProblem, partly: Bool)] {
        lock.lock()
        defer { lock.unlock() }
        return models.keys.sorted().compactMap { file in
            switch models[file] {
            case .failure(let problem): (problem, false)
            case .success(let model): model.problems.first.map { ($0, true) }
            case nil: nil
            }
        }
    }
}
