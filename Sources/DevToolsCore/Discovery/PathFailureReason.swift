import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The true reason a path could not be used, in words: a dangling symlink is not "no such file", a
/// symlink loop is not "no such file", a file in the middle of a path is "a file, not a folder".
public enum PathFailureReason {
    /// Why `stat` (following links) failed on `path` with `code`; `nil` when nothing is there at all.
    public static func forStat(_ path: String, errno code: Int32, shownAs display: String) -> String? {
        switch code {
        case ENOENT:
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            return "dangling symlink: its target '\(target)' does not exist"
        case ELOOP:
            return "symlink loop (\(systemMessage(ELOOP)))"
        case ENOTDIR:
            if let file = firstFileAlong(path, shownAs: display) { return "'\(file)' is a file, not a folder" }
            return "cannot be reached (\(systemMessage(ENOTDIR)))"
        case EACCES:
            return "cannot be reached (\(systemMessage(EACCES)))"
        default:
            return "cannot be read (\(systemMessage(code)))"
        }
    }

    /// `strerror`, e.g. "Permission denied".
    public static func systemMessage(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// The first prefix of `path` that exists and is not a folder, shown as the user wrote it when it
    /// is a prefix of `display`.
    private static func firstFileAlong(_ path: String, shownAs display: String) -> String? {
        var prefix = ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/" + component
            guard let identity = FileIdentity(path: prefix, followingLinks: true) else { return nil }
            if !identity.isDirectory {
                let suffixCount = path.count - prefix.count
                return suffixCount > 0 && display.count > suffixCount ? String(display.dropLast(suffixCount)) : prefix
            }
        }
        return nil
    }
}
