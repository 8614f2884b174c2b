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
        path == folder || folder == "/" || path.hasPrefix(folder + "/")
    }
}
