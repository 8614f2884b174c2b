import Foundation
import ProjectModel

/// The projects one run reads, each read once: the tables a target ships (`ShippedLocalizations`) and
/// the bundle each source's lookups read (`LookupBundles`) ask the same project, and reading a large
/// one (a 1 MB `project.pbxproj`, synchronized folders of thousands of files) is the expensive part.
final class ProjectModelCache: @unchecked Sendable {
    private let lock = NSLock()
    private var models: [String: ProjectModel?] = [:]

    /// The project at `file` (`X.xcodeproj`, `X.xcworkspace`, `Package.swift`), nil when it cannot be read.
    func model(at file: String) -> ProjectModel? {
        lock.lock()
        defer { lock.unlock() }
        if let known = models[file] { return known }
        let read = try? ProjectModel.read(projectAt: file)
        models[file] = .some(read)
        return read
    }
}
