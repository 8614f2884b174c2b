import Foundation

/// The folder whose files give a few named files their context: a controller named alone is judged with
/// the component in an unchanged header, a translation with the development language beside it.
///
/// It is the folder of the nearest `.devtools.yml` above the named files (looked for up to the git work
/// tree's top), else the git work tree; none when neither marks one. Without a git work tree a
/// `.devtools.yml` in the home folder or at `/` is a user's defaults, not a project: taking it would walk
/// the whole disk.
public enum ProjectRoot {
    /// The project folder when something marks one (a git work tree, a `.devtools.yml` that is not a
    /// user's defaults), nil when the named files lie in a plain folder (a Downloads folder): then only
    /// what their context needs is read, not the folder around them. `paths` are absolute,
    /// standardized files or folders.
    public static func marked(for paths: [String], home: String = NSHomeDirectory()) -> String? {
        let start = commonFolder(of: paths)
        var nearestConfig: String?
        var folder = start
        while true {
            if nearestConfig == nil, exists(folder, ".devtools.yml") { nearestConfig = folder }
            if exists(folder, ".git") { return nearestConfig ?? folder }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { break }
            folder = parent
        }
        guard let nearestConfig, nearestConfig != "/", nearestConfig != home else { return nil }
        return nearestConfig
    }

    /// The deepest folder holding every path. A file inside a `.lproj` folder counts from the folder
    /// above it: one language of a table belongs with the others.
    public static func commonFolder(of paths: [String]) -> String {
        let folders = paths.map { path -> [Substring] in
            var parts = path.split(separator: "/", omittingEmptySubsequences: true)
            if FileIdentity(path: path, followingLinks: true)?.isDirectory != true { parts.removeLast() }
            if let last = parts.last, last.lowercased().hasSuffix(".lproj") { parts.removeLast() }
            return Array(parts)
        }
        guard var common = folders.first else { return "/" }
        for other in folders.dropFirst() {
            var count = 0
            while count < min(common.count, other.count), common[count] == other[count] { count += 1 }
            common = Array(common.prefix(count))
        }
        return "/" + common.joined(separator: "/")
    }

    private static func exists(_ folder: String, _ name: String) -> Bool {
        FileIdentity(path: folder == "/" ? "/" + name : folder + "/" + name, followingLinks: true) != nil
    }
}
