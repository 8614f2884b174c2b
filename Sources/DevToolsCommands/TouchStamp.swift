import DevToolsCore
import Foundation

/// The stamp file of the hidden `--touch` (for the build-tool plugin): empty, written after a run that
/// succeeded, removed before each run. Only an empty regular file is taken for a stamp: a path that
/// names a file with content (a typo naming a source) is an error, never removed or emptied.
enum TouchStamp {
    static func remove(_ path: String, relativeTo workingDirectory: String) throws {
        let absolute = PathResolver.absolute(path, relativeTo: workingDirectory)
        guard try isStamp(absolute, shownAs: path) else { return }
        unlink(absolute)
    }

    /// Writes the (empty) stamp, so its modification time is now.
    static func write(_ path: String, relativeTo workingDirectory: String) throws {
        let absolute = PathResolver.absolute(path, relativeTo: workingDirectory)
        _ = try isStamp(absolute, shownAs: path)
        do {
            try Data().write(to: URL(fileURLWithPath: absolute))
        } catch {
            throw ToolError(path: path, "cannot write the --touch file: \(error.localizedDescription)")
        }
    }

    /// Whether an empty stamp is there (false when nothing is); an error for anything else.
    private static func isStamp(_ path: String, shownAs shown: String) throws -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        guard info.st_mode & S_IFMT == S_IFREG, info.st_size == 0 else {
            throw ToolError(path: shown, "is not a --touch stamp (an empty file devtools writes); it was left as it is: name another path")
        }
        return true
    }
}
