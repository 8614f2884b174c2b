/// What a walk found: the files to lint, and the entries it could not look into.
public struct DiscoveredFiles: Sendable {
    public var files: [SourceFile]
    public var problems: [PathProblem]

    public init(files: [SourceFile], problems: [PathProblem]) {
        self.files = files
        self.problems = problems
    }
}
