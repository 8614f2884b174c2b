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

    /// Lints `paths` (the working directory when empty). Throws `ToolError` when a path is missing or a
    /// file cannot be read.
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
        let discovered = try discovery.files(in: roots)
        for root in roots {
            let absolute = PathResolver.absolute(root, relativeTo: workingDirectory)
            if FileIdentity(path: absolute, followingLinks: true)?.isRegularFile == true,
               !kinds.reads(absolute) {
                throw kinds.notReadError(root)
            }
        }
        var hashes = cache.map { ContentHashes(directory: $0.directory) }
        defer { hashes?.save() }
        let named = Set(roots.map { PathResolver.absolute($0, relativeTo: workingDirectory) })
        for linterType in linters {
            let section = linterType.configSection
            let excludes = configuration.excludes(for: section)
            let ownExcludes = (configuration.sections[section]?.exclude ?? []).map(Glob.init)
            let files = discovered.filter { file in
                linterType.fileExtensions.contains(file.fileExtension)
                    && (named.contains(file.absolutePath) || !ownExcludes.excludes(file.absolutePath, under: configuration.baseDirectory))
            }
            linted.formUnion(files.map(\.absolutePath))
            rules += linterType.rules
            let toolConfiguration = configuration.toolConfiguration(for: section)
            let found = try lint(files, with: linterType, configuration: toolConfiguration, excludes: excludes, hashes: &hashes)
            diagnostics += DiagnosticFilter(rules: linterType.rules, configuration: toolConfiguration).apply(found)
        }
        rules += CoreRules.all
        diagnostics = SuppressionFilter(workingDirectory: workingDirectory, knownRuleIDs: Set(rules.map(\.id))).apply(diagnostics)
        return LintReport(
            toolName: toolName, rules: rules, diagnostics: diagnostics, fileCount: linted.count, lintedFiles: linted,
            nothingToLint: linted.isEmpty ? kinds.nothingToLint(in: roots) : nil
        )
    }

    /// One linter's raw findings, from the cache when its files and settings are unchanged.
    private func lint(
        _ files: [SourceFile],
        with linterType: any Linter.Type,
        configuration: ToolConfiguration,
        excludes: [String],
        hashes: inout ContentHashes?
    ) throws -> [Diagnostic] {
        if files.isEmpty { return [] }
        var key: CacheKey?
        if hashes != nil {
            key = try CacheKey.make(linter: linterType, files: files, configuration: configuration, excludes: excludes, hashes: &hashes!)
        }
        if let cache, let key, let cached = cache.load(key) {
            progress?("\(linterType.toolName): \(pluralized(files.count, "file")) unchanged since the last run (cached)")
            return cached
        }
        progress?("\(linterType.toolName): linting \(pluralized(files.count, "file"))…")
        let found = try linterType.init(configuration: configuration).lint(files)
        if let cache, let key { cache.store(found, for: key) }
        progress?("\(linterType.toolName): done, \(pluralized(found.count, "finding"))")
        return found
    }
}
