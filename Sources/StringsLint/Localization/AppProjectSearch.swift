import Foundation

/// Finds the app's project nearest at or above a folder (see `ProjectModelCache.appProjectFile(in:)`),
/// each folder looked at once: the tables of a run share a few folders, and `ShippedLocalizations`,
/// `LookupBundles` and the cache key (`TableInputs`) all ask.
struct AppProjectSearch {
    /// Folder → the project file at or above it, if any.
    private var byFolder: [String: String?] = [:]

    mutating func project(above folder: String) -> String? {
        if let known = byFolder[folder] { return known }
        let parent = (folder as NSString).deletingLastPathComponent
        let found = ProjectModelCache.appProjectFile(in: folder) ?? (parent == folder || parent.isEmpty ? nil : project(above: parent))
        byFolder[folder] = .some(found)
        return found
    }
}
