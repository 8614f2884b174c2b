/// What a reporter may need besides the report: colour, the source lines, and where paths are rooted.
public struct ReportContext {
    public var useColor: Bool
    public var sourceLines: SourceLineCache
    /// Folder diagnostics' relative paths are relative to.
    public var workingDirectory: String
    /// Folder SARIF URIs are made relative to (the git work tree, else the working directory).
    public var repositoryRoot: String
    /// `--quiet`: the findings only, no summary line.
    public var quiet = false

    public init(useColor: Bool, workingDirectory: String, repositoryRoot: String? = nil) {
        self.useColor = useColor
        self.workingDirectory = workingDirectory
        self.sourceLines = SourceLineCache(workingDirectory: workingDirectory)
        self.repositoryRoot = repositoryRoot ?? RepositoryRoot.find(from: workingDirectory) ?? workingDirectory
    }
}
