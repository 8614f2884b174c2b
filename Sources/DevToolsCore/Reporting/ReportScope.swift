import Foundation

/// The files a run reports findings for when it lints more than it reports: the files named on the
/// command line within their project, or `--report-only`. Each path is a file, or a folder standing for
/// everything under it.
public struct ReportScope: Sendable {
    /// Absolute, standardized paths.
    public let paths: [String]

    public init(paths: [String]) {
        self.paths = paths
    }

    public func contains(_ absolutePath: String) -> Bool {
        paths.contains { Self.path(absolutePath, isWithin: $0) }
    }

    public static func path(_ path: String, isWithin folder: String) -> Bool {
        if folder == "/" || startsWithBytes(path, of: folder) { return true }
        return path == folder || path.hasPrefix(folder + "/")
    }

    /// Whether `path`'s bytes start with `folder`'s and a `/`: the common answer, found without comparing
    /// characters (runs for every file of a run). The same bytes and a `/` (which combines with nothing)
    /// are the same characters; other spellings of them (a decomposed é) are left to `hasPrefix`.
    private static func startsWithBytes(_ path: String, of folder: String) -> Bool {
        var path = path, folder = folder
        return path.withUTF8 { path in
            folder.withUTF8 { folder in
                path.count > folder.count && path[folder.count] == UInt8(ascii: "/")
                    && (folder.isEmpty || memcmp(path.baseAddress!, folder.baseAddress!, folder.count) == 0)
            }
        }
    }
}
