/// What a run gives a linter besides its files.
public struct LintContext: Sendable {
    /// Where the linter keeps what each file yields alone (absent without a cache).
    public var records: PerFileRecords?
    /// When set, only findings in these files are wanted: the other files are context, and a linter may
    /// skip work that can only produce findings elsewhere (lint-strings parses only the tables that the
    /// scope's files belong to).
    public var scope: ReportScope?
    /// Where lint-strings finds the lookups of localized strings in code (`strings.sources`).
    public var keyLookups: (any KeyLookupSource)?
    /// The folder paths are shown relative to.
    public var workingDirectory: String
    /// When set, lint-strings records each locale's translation coverage here as it compares tables.
    public var coverage: LocalizationCoverageCollector?

    public init(
        records: PerFileRecords? = nil, scope: ReportScope? = nil, keyLookups: (any KeyLookupSource)? = nil, workingDirectory: String = "/",
        coverage: LocalizationCoverageCollector? = nil
    ) {
        self.records = records
        self.scope = scope
        self.keyLookups = keyLookups
        self.workingDirectory = workingDirectory
        self.coverage = coverage
    }
}
