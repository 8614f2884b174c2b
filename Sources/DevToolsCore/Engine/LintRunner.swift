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
    /// When set, findings (and unreadable entries) outside it are dropped as soon as each linter returns,
    /// before suppression comments are read: a hook that names one file of a large project pays for
    /// the project's context, not for reporting on it. The report's file count is the files in scope.
    public var reportScope: ReportScope?
    /// Another version of some files, and files to leave out (a pre-commit hook's view of the commit).
    public var overlay: ContentOverlay?
    /// When set, folders within its work tree are listed from git's index instead of walked (the
    /// commit's files, each known by its content's id: see `GitIndex`).
    public var gitIndex: GitIndex?
    /// Where lint-strings finds lookups of localized strings in code, when the config names sources.
    public var keyLookupSource: (any KeyLookupSource)?
    /// When set, lint-strings measures translation coverage into it (`LintReport.localizationCoverage`).
    /// Coverage is worked out while linting, so the run's cached findings are not used.
    public var coverage: LocalizationCoverageCollector?

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
        var linted: [String] = []
        var rules: [RuleDescription] = []
        let kinds = ReadableFileKinds(
            extensions: linters.reduce(into: Set<String>()) { $0.formUnion($1.fileExtensions) }, toolName: toolName)
        // One walk for every linter; each then takes its extensions minus its own section's excludes.
        let discovery = FileDiscovery(
            extensions: kinds.extensions,
            excludes: configuration.exclude,
            excludeBase: configuration.baseDirectory,
            workingDirectory: workingDirectory
        )
        var discovered = try discovery.discover(roots, index: gitIndex)
        let named = roots.map { PathResolver.absolute($0, relativeTo: workingDirectory) }
        if let overlay { discovered.files = try overlay.apply(to: discovered.files, roots: named, discovery: discovery) }
        keyLookupSource?.discovered(discovered.files, extensions: kinds.extensions, roots: named)
        for (root, absolute) in zip(roots, named)
        where FileIdentity(path: absolute, followingLinks: true)?.isRegularFile == true && !kinds.reads(absolute) {
            throw kinds.notReadError(root)
        }
        // A run that reports on named files within their project (a hook's) changes with every commit,
        // so its whole-run results would never be found again: it keeps per-file records only.
        let wholeRunCache = reportScope == nil ? cache : nil
        var hashes = wholeRunCache.map {
            ContentHashes(directory: $0.directory, project: toolName + "\u{0}" + (named.first ?? workingDirectory))
        }
        defer { hashes?.save() }
        var unreadable: [String: String] = [:]
        let configured = try configurations(of: discovered.files)
        let groups = linters.map { linterType in
            ConfiguredGroup.groups(
                configured, section: linterType.configSection, extensions: linterType.fileExtensions, named: Set(named),
                walked: configuration)
        }
        var passes: [LinterPass] = []
        if let source = keyLookupSource, source.sharesScan, linters.count > 1,
            !groups[0].isEmpty, groups[0].allSatisfy({ linters[0].readsOtherFiles($0.toolConfiguration) })
        {
            // The first linter scans the code for keys and keeps what the others take (`devtools lint
            // --sources`): they run alongside it, waiting for the scan, instead of after all of it. It
            // reads other files, so keeps no whole-run results and never touches `hashes`.
            source.expectScan()
            let side = SidePass(hashes: hashes)
            let others = Array(zip(linters, groups).dropFirst())
            let thread = Thread { [self] in
                var hashes = side.hashes
                side.result = Result {
                    try others.map { linterType, groups in
                        try pass(linterType, groups: groups, named: named, hashes: &hashes)
                    }
                }
                side.hashes = hashes
                side.done.signal()
            }
            thread.stackSize = 8 << 20
            thread.start()
            var none: ContentHashes?
            let first = Result { try pass(linters[0], groups: groups[0], named: named, hashes: &none) }
            source.finished()
            side.done.wait()
            hashes = side.hashes
            passes = [try first.get()] + (try side.result!.get())
        } else {
            defer { keyLookupSource?.finished() }
            for (linterType, groups) in zip(linters, groups) {
                passes.append(try pass(linterType, groups: groups, named: named, hashes: &hashes))
            }
        }
        for (linterType, pass) in zip(linters, passes) {
            rules += linterType.rules
            linted.reserveCapacity(linted.count + pass.linted)
            for files in pass.files { linted += files.lazy.map(\.absolutePath) }
            unreadable.merge(pass.unreadable) { first, _ in first }
            diagnostics += pass.diagnostics
        }
        rules += CoreRules.all
        diagnostics = SuppressionFilter(workingDirectory: workingDirectory, knownRuleIDs: Set(rules.map(\.id)), overlay: overlay).apply(
            diagnostics)
        let problems =
            (discovered.problems
            + unreadable.map { path, reason in
                PathProblem(displayPath: PathResolver.display(path, relativeTo: workingDirectory), reason: reason, wouldBeRead: true)
            }).filter { reportScope?.contains(PathResolver.absolute($0.displayPath, relativeTo: workingDirectory)) ?? true }
            .sorted { $0.displayPath < $1.displayPath }
        diagnostics += problems.map(\.diagnostic)
        // Each linter's files are distinct (one walk found them); two linters' may meet.
        if passes.count > 1 {
            var seen = Set<String>(minimumCapacity: linted.count)
            linted.removeAll { !seen.insert($0).inserted }
        }
        if !unreadable.isEmpty { linted.removeAll { unreadable[$0] != nil } }
        let reported = reportScope.map { scope in linted.filter(scope.contains) } ?? linted
        var report = LintReport(
            toolName: toolName, rules: rules, diagnostics: diagnostics, fileCount: reported.count, lintedFiles: linted,
            nothingToLint: linted.isEmpty && problems.isEmpty ? kinds.nothingToLint(in: roots) : nil,
            failure: RunFailure.reason(named: roots, absolute: named, unreadable: unreadable, problems: problems, linted: linted)
        )
        report.localizationCoverage = coverage?.summary
        report.roots = roots
        return report
    }

    /// One linter over its groups of files: its findings (in scope, the configuration's severities
    /// applied), the files it was given and those it could not read.
    private func pass(_ linterType: any Linter.Type, groups: [ConfiguredGroup], named: [String], hashes: inout ContentHashes?) throws
        -> LinterPass
    {
        var pass = LinterPass()
        for group in groups {
            pass.files.append(group.files)
            pass.linted += group.files.count
            // Findings outside the scope are dropped: a group with no file in it need not run at all
            // (a hook's staged translation costs lint-components nothing), unless it reads other files
            // too (lint-strings with `strings.sources` finds undefined keys in a staged source).
            if let reportScope, !linterType.readsOtherFiles(group.toolConfiguration),
                !group.files.contains(where: { reportScope.contains($0.absolutePath) })
            {
                continue
            }
            let (found, failures) = try lint(
                group.files, with: linterType, configuration: group.toolConfiguration, excludes: group.excludes,
                hashes: &hashes, watching: named
            )
            pass.unreadable.merge(failures) { first, _ in first }
            pass.diagnostics += DiagnosticFilter(rules: linterType.rules, configuration: group.toolConfiguration).apply(inScope(found))
        }
        return pass
    }

    private func inScope(_ found: [Diagnostic]) -> [Diagnostic] {
        guard let reportScope else { return found }
        var verdicts: [String: Bool] = [:]  // findings come in runs per file
        return found.filter { finding in
            if let known = verdicts[finding.location.file] { return known }
            let verdict = reportScope.contains(PathResolver.absolute(finding.location.file, relativeTo: workingDirectory))
            verdicts[finding.location.file] = verdict
            return verdict
        }
    }

    /// Each file with the configuration that applies to it.
    private func configurations(of files: [SourceFile]) throws -> ConfiguredFiles {
        guard let loader = nestedConfigurations else { return ConfiguredFiles(files: files, configuration: configuration) }
        var nested = NestedConfigurations(loader: loader, workingDirectory: workingDirectory, fallback: configuration)
        nested.reported = reportScope
        let positions = try files.map { Int32(try nested.position(for: $0.absolutePath)) }
        return ConfiguredFiles(files: files, configurations: nested.found, positions: positions)
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
        if hashes != nil, !linterType.readsOtherFiles(configuration) {
            (key, unhashed) = try ReadFailureCollector.shared.watching(roots) {
                try CacheKey.make(linter: linterType, files: files, configuration: configuration, excludes: excludes, hashes: &hashes!)
            }
        }
        if coverage == nil, let cache, let key, unhashed.isEmpty, let cached = cache.load(key) {
            progress?("\(linterType.toolName): \(pluralized(files.count, "file")) unchanged since the last run (cached)")
            return (cached, [:])
        }
        progress?("\(linterType.toolName): linting \(pluralized(files.count, "file"))…")
        // Per-file records (lint-components' facts) for this group of files, named after its first file
        // so the same project finds them again whatever paths the next run names.
        let records = cache.flatMap { cache in
            linterType.recordsName.map { name in
                PerFileRecords(directory: cache.directory, name: name + "-" + StableHash.fnv1a64Hex(files[0].absolutePath))
            }
        }
        let (found, failures) = try ReadFailureCollector.shared.watching(roots) {
            try linterType.init(configuration: configuration).lint(
                files,
                context: LintContext(
                    records: records, scope: reportScope, keyLookups: keyLookupSource, workingDirectory: workingDirectory,
                    coverage: coverage))
        }
        if let records, records.readCount > 0 {
            progress?("\(linterType.toolName): \(pluralized(records.readCount, "file")) unchanged, read back from the cache")
        }
        if failures.isEmpty, unhashed.isEmpty { records?.save() }
        // A run that could not read some file is no answer for the same contents next time.
        if let cache, let key, failures.isEmpty, unhashed.isEmpty { cache.store(found, for: key) }
        progress?("\(linterType.toolName): done, \(pluralized(found.count, "finding"))")
        return (found, failures.merging(unhashed) { first, _ in first })
    }
}

/// What one linter of a run found.
private struct LinterPass {
    var diagnostics: [Diagnostic] = []
    /// The files of each group it was given, and how many in all.
    var files: [[SourceFile]] = []
    var linted = 0
    var unreadable: [String: String] = [:]
}

/// The linters that run on a thread of their own beside the first (see `LintRunner.run`): the content
/// hashes they use, handed over and back, and what they found. Read only after `done` is signalled.
private final class SidePass: @unchecked Sendable {
    var hashes: ContentHashes?
    var result: Result<[LinterPass], any Error>?
    let done = DispatchSemaphore(value: 0)

    init(hashes: ContentHashes?) { self.hashes = hashes }
}
