import Foundation

/// Checks a cache folder before a run uses it: a path that is a file, or a folder that cannot be created
/// or written, is a one-line error naming it, rather than a cache silently never written.
public enum CacheFolder {
    public static func usable(_ path: String, shownAs shown: String) throws -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw ToolError(path: shown, "is a file, not a folder (--cache-path needs a folder)") }
        } else if (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)) == nil {
            throw ToolError(path: shown, "cannot create the cache folder (\(whyNotCreated(path)))")
        }
        guard access(path, W_OK | X_OK) == 0 else {
            throw ToolError(path: shown, "cache folder is not writable (\(PathFailureReason.systemMessage(errno)))")
        }
        return path
    }

    /// The system's words (`Permission denied`, `Not a directory`): `mkdir` of the first missing
    /// component says them, where Foundation's error does not.
    private static func whyNotCreated(_ path: String) -> String {
        var missing = path
        while true {
            let parent = (missing as NSString).deletingLastPathComponent
            if parent == missing || parent.isEmpty || FileManager.default.fileExists(atPath: parent) { break }
            missing = parent
        }
        if mkdir(missing, 0o755) == 0 {  // it worked this time: nothing to explain
            rmdir(missing)
            return "try again"
        }
        return PathFailureReason.systemMessage(errno)
    }
}
