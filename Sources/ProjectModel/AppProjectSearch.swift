import Foundation

/// Finds the app's project nearest at or above a folder (see `ProjectModel.appProjectFile(in:)`), each
/// folder looked at once: the tables of a run share a few folders, and the files of a run many more.
/// lint-strings (its shipped tables, lookup bundles and cache key) and lint-components (each file's
/// targets) both ask, so it lives with the model rather than with either linter.
public struct AppProjectSearch {
    /// Folder → the project file at or above it, if any.
    private var byFolder: [String: String?] = [:]

    public init() {}

    public mutating func project(above folder: String) -> String? {
        if let known = byFolder[folder] { return known }
        let parent = (folder as NSString).deletingLastPathComponent
        let found = ProjectModel.appProjectFile(in: folder) ?? (parent == folder || parent.isEmpty ? nil : project(above: parent))
        byFolder[folder] = .some(found)
        return found
    }
}
