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
