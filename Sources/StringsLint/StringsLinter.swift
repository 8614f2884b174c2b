import DevToolsCore

/// Lints `.strings`, `.stringsdict` and `.xcstrings` files.
///
/// With the cross-locale checks (the default), `LocalizationChecker` reads each file once, one table at
/// a time across its locales; without them, every `.strings` file is checked on its own, in parallel
/// across cores (`checkStringsFiles`).
public struct StringsLinter: Linter {
    public static let toolName = "lint-strings"
    public static let configSection = "strings"
    public static let fileExtensions: Set<String> = ["strings", "stringsdict", "xcstrings"]
    public static let configOptions: [String: ConfigOptionKind] = [
        "encoding": .string(allowed: ["any", "utf8", "utf16"]),
        "base": .string(),
        "cross-locale": .boolean,
        "sources": .stringList,
        "lookup-functions": .stringList,
        "dynamic-keys": .stringList,
        "generated": .stringList,
    ]
    public static var rules: [RuleDescription] { StringsRules.all }

    /// With `strings.sources`, the keys are checked against the code: a change to a source changes the
    /// findings.
    public static func readsOtherFiles(_ configuration: ToolConfiguration) -> Bool {
        configuration.option("sources")?.stringListValue?.isEmpty == false
    }

    /// The project file around the tables and the storyboards they may be named after (see `TableInputs`).
    public static func otherInputs(of files: [SourceFile], configuration: ToolConfiguration) -> [String] {
        configuration.option("cross-locale")?.boolValue == false ? [] : TableInputs.paths(of: files)
    }

    let configuration: ToolConfiguration

    public init(configuration: ToolConfiguration) {
        self.configuration = configuration
    }

    public func lint(_ files: [SourceFile]) throws -> [Diagnostic] {
        try lint(files, context: LintContext())
    }

    /// With a scope (files named within their project), only the scope's files and every locale of
    /// their tables are read (see `LocalizationChecker.lint(_:scope:)`).
    public func lint(_ files: [SourceFile], context: LintContext) throws -> [Diagnostic] {
        guard configuration.option("cross-locale")?.boolValue == false else {
            // Files no target of the Xcode project ships reach no user: one note each, nothing compared.
            let models = ProjectModelCache()
            // The code is read first: how it uses each key decides which values the format rules judge.
            // Its project is read meanwhile, on another thread: the run's other long step, which would
            // otherwise wait for it (see `ProjectPrefetch`).
            let prefetch = Self.readsOtherFiles(configuration) ? ProjectPrefetch(around: configuration.baseDirectory, into: models) : nil
            let usage = try codeUsage(context: context)
            let prefetched = prefetch?.bundles()
            var shipping = ShippedLocalizations(models: models)
            // A test target's or a prebuilt framework's tables are not the app's: not judged, no note.
            let (files, unshipped, _) = shipping.split(files)
            let notes = unshipped.filter { context.scope?.contains($0.absolutePath) ?? true }.map {
                UnshippedTableRule.finding(file: $0.displayPath, project: shipping.projectOfUnshipped[$0.absolutePath])
            }
            // Which tables each file's code reads, from the project's targets (read only for the code's checks).
            let bundles = usage.map { _ in
                prefetched ?? LookupBundles(models: LookupBundles.projects(around: configuration.baseDirectory, cache: models))
            }
            // The localized files, listed once for the code's keys and the plan.
            let localized = usage.map { _ in LocalizationChecker.localizedFiles(of: files) } ?? []
            // Each lookup's reach, once for both the code's keys and its check.
            let reaches = usage.map {
                LookupReaches($0, bundles: bundles ?? LookupBundles(models: []), workingDirectory: context.workingDirectory)
            }
            let codeKeys = usage.map {
                CodeDefinedKeys(
                    $0, tablesByGroup: CodeDefinedKeys.tablesByGroup(localized), catalogsByGroup: CodeDefinedKeys.catalogsByGroup(files),
                    workingDirectory: context.workingDirectory, reaches: reaches)
            }
            // One plan, shared by both.
            let plan = usage.map { _ in LocalizationChecker.plan(localized, configuration: configuration, codeKeys: codeKeys) }
            // The code's findings first: the keys it finds unused are not also reported missing.
            let code = try codeKeyCheck(
                files, usage: usage, plan: plan, codeKeys: codeKeys, bundles: bundles, reaches: reaches,
                workingDirectory: context.workingDirectory)
            let found =
                try LocalizationChecker(
                    configuration: configuration, formatUse: usage.map(FormatUse.init), codeKeys: codeKeys, unusedKeys: code.unused,
                    lookedUpKeys: code.lookedUpKeys, documents: code.documents, textSetOn: usage?.textSetOn ?? [],
                    coverage: context.coverage, projects: models
                )
                .lint(files, scope: context.scope, plan: plan) + code.diagnostics + notes
                + projectNotes(models, workingDirectory: context.workingDirectory, scope: context.scope)
            // The code's lookups and the project's files by target (tens of thousands of entries) are let go
            // on another core: nothing waits for that.
            LargeValueRelease.release((consume usage, consume bundles, consume reaches, consume codeKeys))
            return found
        }
        let named = context.scope.map { scope in files.filter { scope.contains($0.absolutePath) } } ?? files
        return try checkStringsFiles(named, keepTables: false).diagnostics
    }

    /// Every `.strings` file among `files`, parsed (in parallel), by file.
    public func parseTables(_ files: [SourceFile]) throws -> [SourceFile: StringsTable] {
        try checkStringsFiles(files, keepTables: true).tables
    }

    /// `.strings` in any letter case, without Foundation's path machinery (thousands of files).
    static func isStringsFile(_ path: String) -> Bool {
        let suffix = path.utf8.suffix(8)
        return suffix.count == 8 && String(decoding: suffix, as: UTF8.self).lowercased() == ".strings"
    }

    /// The per-file pass: the findings of every `.strings` file, and their tables when `keepTables`
    /// (dropping them otherwise keeps memory to a few files at a time).
    public func checkStringsFiles(_ files: [SourceFile], keepTables: Bool, crossLocale: Bool = false) throws
        -> (diagnostics: [Diagnostic], tables: [SourceFile: StringsTable])
    {
        let stringsFiles = files.filter { Self.isStringsFile($0.absolutePath) }
        let check = StringsFileCheck(configuration: configuration, crossLocale: crossLocale)
        let outcomes = try ParallelMap.map(stringsFiles) { file -> StringsFileCheck.Outcome? in
            guard var outcome = try check.check(file) else { return nil }
            if !keepTables { outcome.table = StringsTable(entries: [], encoding: outcome.table.encoding, diagnostics: []) }
            return outcome
        }
        var tables: [SourceFile: StringsTable] = [:]
        if keepTables {
            for (file, outcome) in zip(stringsFiles, outcomes) { tables[file] = outcome?.table }
        }
        return (outcomes.flatMap { $0?.diagnostics ?? [] }, tables)
    }

    /// One note per project read that could not be read whole (in a run over named files, only when
    /// the project file is named); its file as the report shows paths.
    private func projectNotes(_ models: ProjectModelCache, workingDirectory: String, scope: ReportScope?) -> [Diagnostic] {
        models.problems.compactMap { problem, partly in
            let file = problem.file.hasSuffix(".xcodeproj") ? problem.file + "/project.pbxproj" : problem.file
            guard scope == nil || scope?.contains(file) == true else { return nil }
            let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
            let shown = file.hasPrefix(base) ? String(file.dropFirst(base.count)) : file
            return UnreadableProjectRule.finding(file: shown, problem: problem.message, partly: partly)
        }
    }
}
