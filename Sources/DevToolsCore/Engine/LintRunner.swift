import Foundation

/// Runs one or more linters over the same paths and applies what is common to all of them: file
/// discovery, the configuration's severity settings, opt-in rules, and suppression comments.
public struct LintRunner: Sendable {
    public var linters: [any Linter.Type]
    public var configuration: Configuration
    public var workingDirectory: String
    /// Where to remember findings between runs; `nil` lints everything every time.
    public var cache: LintCache?
    /// Told what the run is doing, for `--progress`.
    public var progress: (@Sendable (String) -> Void)?
    /// When set, each file follows the nearest `.devtools.yml` above it (nested configs), read with this
    /// loader; `configuration` then serves files with none above them and the walk's own excludes.
    public var nestedConfigurations: ConfigurationLoader?

    public init(
        linters: [any Linter.Type],
        configuration: Configuration,
        workingDirectory: String,
        cache: LintCache? = nil,
        progress: (@Sendable (String) -> Void)? = nil
    ) {
        self.linters = linters
        self.configuration = configuration
        self.workingDirectory = workingDirectory
        self.cache = cache
        self.progress = progress
    }

    /// Lints `paths` (the working directory when empty). Throws `ToolError` when a named path is missing,
    /// cannot be reached, or is a file no linter of the run reads. An entry below a named folder that
    /// cannot be read is a finding (`unreadable-path`) and the run goes on.
    public func run(paths: [String], toolName: String) throws -> LintReport {
        let roots = paths.isEmpty ? ["."] : paths
        var diagnostics: [Diagnostic] = []
        var linted = Set<String>()
        var rules: [RuleDescription] = []
        let kinds = ReadableFileKinds(extensions: linters.reduce(into: Set<String>()) { $0.formUnion($1.fileExtensions) }, toolName: toolName)
        // One walk for every linter; each then takes its extensions minus its own section's excludes.
        let discovery = FileDiscovery(
            extensions: kinds.extensions,
            excludes: configuration.exclude,
            excludeBase: configuration.baseDirectory,
            workingDirectory: workingDirectory
        )
        let discovered = try discovery.discover(roots)
        let named = roots.map { PathResolver.absolute($0, relativeTo: workingDirectory) }
        for (root, absolute) in zip(roots, named)
        where FileIdentity(path: absolute, followingLinks: true)?.isRegularFile == true && !kinds.reads(absolute) {
            throw kinds.notReadError(root)
        }
        var hashes = cache.map { ContentHashes(directory: $0.directory) }
        defer { hashes?.save() }
        var unreadable: [String: String] = [:]
        let configured = try configurations(of: discovered.files)
        for linterType in linters {
            let section = linterType.configSection
            rules += linterType.rules
            let groups = ConfiguredGroup.groups(
                configured, section: section, extensions: linterType.fileExtensions, named: Set(named), walked: configuration
            )
            for group in groups {
                linted.reserveCapacity(linted.count + group.files.count)
                linted.formUnion(group.files.map(\.absolutePath))
                let (found, failures) = try lint(
                    group.files, with: linterType, configuration: group.toolConfiguration, excludes: group.excludes,
                    hashes: &hashes, watching: named
                )
                unreadable.merge(failures) { first, _ in first }
                diagnostics += DiagnosticFilter(rules: linterType.rules, configuration: group.toolConfiguration).apply(found)
            }
        }
        rules += CoreRules.all
        diagnostics = SuppressionFilter(workingDirectory: workingDirectory, knownRuleIDs: Set(rules.map(\.id))).apply(diagnostics)
        let problems = discovered.problems + unreadable.map { path, reason in
            PathProblem(displayPath: PathResolver.display(path, relativeTo: workingDirectory), reason: reason, wouldBeRead: true)
        }.sorted { $0.displayPath < $1.displayPath }
        diagnostics += problems.map(\.diagnostic)
        linted.subtract(unreadable.keys)
        return LintReport(
            toolName: toolName, rules: rules, diagnostics: diagnostics, fileCount: linted.count, lintedFiles: linted,
            nothingToLint: linted.isEmpty && problems.isEmpty ? kinds.nothingToLint(in: roots) : nil,
            failure: RunFailure.reason(named: roots, absolute: named, unreadable: unreadable, problems: problems, linted: linted)
        )
    }

    /// Each file with the configuration that applies to it.
    private func configurations(of files: [SourceFile]) throws -> [(SourceFile, Configuration)] {
        guard let loader = nestedConfigurations else { return files.map { ($0, configuration) } }
        var nested = NestedConfigurations(loader: loader, workingDirectory: workingDirectory, fallback: configuration)
        return try files.map { ($0, try nested.configuration(for: $0.absolutePath)) }
    }

    /// One linter's raw findings, from the cache when its files and settings are unchanged, with the
    /// files under `roots` it could not read (absolute path → reason).
    private func lint(
        _ files: [SourceFile],
        with linterType: any Linter.Type,
        configuration: ToolConfiguration,
        excludes: [String],
        hashes: inout ContentHashes?,
        watching roots: [String]
    ) throws -> ([Diagnostic], [String: String]) {
        if files.isEmpty { return ([], [:]) }
        var key: CacheKey?
        var unhashed: [String: String] = [:]
        if hashes != nil {
            (key, unhashed) = try ReadFailureCollector.shared.watching(roots) {
                try CacheKey.make(linter: linterType, files: files, configuration: configuration, excludes: excludes, hashes: &hashes!)
            }
        }
        if let cache, let key, unhashed.isEmpty, let cached = cache.load(key) {
            progress?("\(linterType.toolName): \(pluralized(files.count, "file")) unchanged since the last run (cached)")
            return (cached, [:])
        }
        progress?("\(linterType.toolName): linting \(pluralized(files.count, "file"))…")
        let (found, failures) = try ReadFailureCollector.shared.watching(roots) {
            try linterType.init(configuration: configuration).lint(files)
        }
        // A run that could not read some file is no answer for the same contents next time.
        if let cache, let key, failures.isEmpty, unhashed.isEmpty { cache.store(found, for: key) }
        progress?("\(linterType.toolName): done, \(pluralized(found.count, "finding"))")
        return (found, failures.merging(unhashed) { first, _ in first })
    }
}
