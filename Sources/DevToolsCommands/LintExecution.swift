import ArgumentParser
import StringsLint
import ComponentLint
import SourceFacts
import DevToolsCore
import Foundation

/// What the three lint commands do once arguments are parsed: load config, run the linters, print the
/// report, and turn the outcome into an exit code (0 clean, 1 error findings, 2 could not run).
enum LintExecution {
    static func run(linters: [any Linter.Type], toolName: String, options given: LintOptions) throws {
        let workingDirectory = PathResolver.currentDirectory
        var options = given
        var context = ReportContext(useColor: Terminal.shouldUseColor(options.color), workingDirectory: workingDirectory)
        context.quiet = options.quiet
        var report: LintReport
        var fixFailures: [ToolError] = []
        do {
            // The stamp of --touch says that the last run succeeded: gone until this one has.
            if let stamp = options.touch { try TouchStamp.remove(stamp, relativeTo: workingDirectory) }
            let loader = ConfigurationLoader(schema: CommandSchema.configSchema)
            var configuration = try loader.load(explicitPath: options.config, searchingFrom: workingDirectory)
            if !options.sources.isEmpty {
                let folders = options.sources.map { PathResolver.absolute($0, relativeTo: workingDirectory) }
                configuration.sections[StringsLinter.configSection, default: .init()].options["sources"] = .stringList(folders)
            }
            if options.listRules {
                let rows = RuleListing.rows(linters: linters, configuration: configuration)
                StandardOutput.write(RuleListing.render(rows, format: options.format))
                return
            }
            AllocatorTuning.applyForLinting()
            var cache: LintCache?
            if !options.noCache {
                // A folder the user chose must be usable; the default one is best effort (no cache when not).
                if let chosen = options.cachePath {
                    let directory = try CacheFolder.prepare(PathResolver.absolute(chosen, relativeTo: workingDirectory), shownAs: chosen)
                    cache = LintCache(directory: directory)
                } else {
                    let standard = LintCache.defaultDirectory()
                    cache = (try? CacheFolder.prepare(standard, shownAs: standard)).map { LintCache(directory: $0) }
                }
            }
            var progress: (@Sendable (String) -> Void)?
            if options.progress && Terminal.stderrIsTerminal {
                progress = { message in Terminal.printError(message) }
            }
            var runner = LintRunner(
                linters: linters,
                configuration: configuration,
                workingDirectory: workingDirectory,
                cache: cache,
                progress: progress
            )
            // lint-strings checks keys against code (strings.sources) with lint-components' scanner, which
            // keeps the facts it finds for lint-components when both run.
            runner.keyLookupSource = SourceKeyLookups(
                cacheDirectory: cache?.directory, keepsFacts: linters.contains { $0 == ComponentLinter.self })
            // The HTML report of lint-strings shows each locale's translation coverage, measured while linting.
            // lint-components and `devtools lint` show their findings only.
            if options.format == .html, linters.count == 1, linters[0] == StringsLinter.self {
                runner.coverage = LocalizationCoverageCollector()
            }
            // Without --config, each file follows the nearest .devtools.yml above it.
            if options.config == nil { runner.nestedConfigurations = loader }
            if options.contentOverlay != nil || !options.omit.isEmpty {
                runner.overlay = ContentOverlay(
                    directory: options.contentOverlay.map { PathResolver.absolute($0, relativeTo: workingDirectory) },
                    base: workingDirectory,
                    leftOut: Set(options.omit.map { PathResolver.absolute($0, relativeTo: workingDirectory) })
                )
            }
            if options.fromGitIndex {
                guard let workTree = GitIndex.workTree(containing: workingDirectory) else {
                    throw ToolError("--from-git-index: the current folder is not inside a git work tree")
                }
                runner.gitIndex = GitIndex.read(workTree: workTree)  // nil for an index it does not read: then it walks
            }
            if let listed = try ListedInputs.paths(
                options, environment: ProcessInfo.processInfo.environment, workingDirectory: workingDirectory)
            {
                // An Xcode phase's script may read only its declared inputs (user script sandboxing):
                // the files listed are the whole run, not a window on their project.
                if options.useScriptInputFiles || options.useScriptInputFileLists { options.noProjectContext = true }
                options.paths += listed
                // A list that names no file (an Xcode phase with no inputs, no changed file) is the list's
                // own answer, not a path gone wrong: exit 0.
                if options.paths.isEmpty {
                    if !options.quiet { Terminal.printError("note: the input file lists name no files; nothing to lint") }
                    return
                }
            }
            let project = ProjectContext(options: options, linters: linters, workingDirectory: workingDirectory)
            if !options.reportOnly.isEmpty {
                runner.reportScope = ReportScope(paths: options.reportOnly.map { PathResolver.absolute($0, relativeTo: workingDirectory) })
            } else {
                runner.reportScope = project?.scope
            }
            let roots = project?.paths(options.paths) ?? options.paths
            report = try runner.run(paths: roots, toolName: toolName)
            // A named (or the current) folder with nothing to lint is a job pointed at the wrong place, not
            // a clean one.
            if let nothing = report.nothingToLint, !options.allowEmpty {
                throw ToolError("\(nothing.dropLast(nothing.hasSuffix(".") ? 1 : 0)) (--allow-empty accepts that)")
            }
            if options.fix {
                let fixes = try FixExecution.fixes(
                    for: report, linters: linters, configuration: configuration, workingDirectory: workingDirectory)
                if options.dryRun {
                    StandardOutput.write(
                        options.format == .json ? FixExecution.plannedEdits(fixes, toolName: toolName) : FixExecution.diff(fixes))
                    if !options.quiet { Terminal.printError("note: " + FixExecution.summary(fixes, written: false)) }
                    // As `git diff --exit-code`: 1 when the files are not as --fix would leave them.
                    if !fixes.isEmpty { throw ExitCode(1) }
                    return
                }
                fixFailures = FixExecution.write(fixes)
                if !fixes.isEmpty { report = try runner.run(paths: roots, toolName: toolName) }  // what is left
            }
            let kinds = ReadableFileKinds(
                extensions: linters.reduce(into: Set<String>()) { $0.formUnion($1.fileExtensions) }, toolName: toolName)
            report = try ReportNarrowing(options: options, kinds: kinds, workingDirectory: workingDirectory, roots: roots)
                .apply(to: report, lines: context.sourceLines)
            if options.strict { report = report.escalatedToErrors() }
            if options.absolutePaths { report = report.withAbsolutePaths(relativeTo: workingDirectory) }
        } catch let error as ToolError {
            Terminal.printError("error: \(error)".escapingControlCharacters)
            throw ExitCode(2)
        } catch let error as UsageProblem {
            Terminal.printError("error: \(error)".escapingControlCharacters)
            throw ExitCode(64)
        }
        // --quiet: the errors and warnings only (a note escalated by --strict is an error by now).
        if options.quiet { report.diagnostics.removeAll { $0.severity == .note } }
        var output = StandardOutput.reportOutput()
        options.format.reporter.write(report, context: context, to: &output)
        output.flush()
        if let nothing = report.nothingToLint, options.format != .text, !options.quiet {
            Terminal.printError("note: \(nothing)".escapingControlCharacters)  // the text format says it in its summary line
        }
        if let failure = report.failure { Terminal.printError("error: \(failure)".escapingControlCharacters) }
        for failure in fixFailures { Terminal.printError("error: \(failure)".escapingControlCharacters) }
        if !fixFailures.isEmpty { throw ExitCode(2) }
        let code = report.exitCode(strict: options.strict)
        KeptUntilExit.keep(report)  // written: freeing it would only delay the exit
        if code != 0 { throw ExitCode(code) }
        if let stamp = options.touch {
            do {
                try TouchStamp.write(stamp, relativeTo: workingDirectory)
            } catch let error as ToolError {
                Terminal.printError("error: \(error)".escapingControlCharacters)
                throw ExitCode(2)
            }
        }
    }
}
