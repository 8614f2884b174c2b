import ArgumentParser
import DevToolsCore

/// The options every linter command shares.
public struct LintOptions: ParsableArguments {
    @Argument(help: "Files or folders to lint (default: the current folder).")
    public var paths: [String] = []

    @Option(
        name: [.customLong("format"), .customLong("reporter")],
        help: "Output format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")) (--reporter is the same, as in SwiftLint).")
    public var format: OutputFormat = .text

    @Flag(help: "Print only the error and warning findings: no note-level findings, no summary line, no notes on stderr.")
    public var quiet = false

    @Flag(
        help:
            "Exit 0 when the paths hold nothing to lint (by default that is exit 2, so a job pointed at the wrong folder cannot pass)."
    )
    public var allowEmpty = false

    @Option(
        help: ArgumentHelp(
            "Also lint the paths listed in this file, one a line ('-': standard input), as `git diff --name-only` or a CI shard gives them.",
            valueName: "file"))
    public var filesFrom: String?

    @Flag(help: "With --files-from: the list is NUL-separated (`git diff --name-only -z`, `find -print0`).")
    public var null = false

    @Flag(
        help:
            "Lint the files of an Xcode Run Script phase's Input Files (SCRIPT_INPUT_FILE_COUNT, SCRIPT_INPUT_FILE_n): with ENABLE_USER_SCRIPT_SANDBOXING the script may read only those."
    )
    public var useScriptInputFiles = false

    @Flag(
        help:
            "Lint the files listed in an Xcode Run Script phase's Input File Lists (.xcfilelist; SCRIPT_INPUT_FILE_LIST_COUNT, SCRIPT_INPUT_FILE_LIST_n)."
    )
    public var useScriptInputFileLists = false

    @Option(help: "Colour in text output: auto (a terminal, NO_COLOR unset, TERM not dumb), always, never.")
    public var color: ColorChoice = .auto

    @Option(help: ArgumentHelp("Config file (default: the nearest .devtools.yml).", valueName: "path"))
    public var config: String?

    @Flag(help: "Report every finding as an error, and exit with status 1 on any finding.")
    public var strict = false

    @Option(help: ArgumentHelp("Report only findings that are not in this baseline file.", valueName: "file"))
    public var baseline: String?

    @Option(help: ArgumentHelp("Record every finding of this run in a baseline file.", valueName: "file"))
    public var writeBaseline: String?

    @Option(
        help: ArgumentHelp(
            "Lint all PATHs (so cross-file rules see them) but report only findings in this file or folder; repeatable.",
            valueName: "file"
        ))
    public var reportOnly: [String] = []

    @Flag(
        help: ArgumentHelp(
            "Lint only the named files, without the rest of their project (by default a named file is judged within its project: the folder of the nearest .devtools.yml, else the git work tree)."
        ))
    public var noProjectContext = false

    @Option(
        help: ArgumentHelp(
            "A folder holding other versions of some files, at their paths relative to the current folder, read instead of the files (the git hook's export of staged content).",
            valueName: "folder"
        ))
    public var contentOverlay: String?

    @Option(help: ArgumentHelp("Leave this file out of the run (the git hook leaves out untracked files); repeatable.", valueName: "file"))
    public var omit: [String] = []

    @Flag(
        help: ArgumentHelp(
            "Take the files of folders from git's index (what the next commit holds) instead of walking them: files not added to git are left out, and each file's cached facts are found by its staged content (the git hook's)."
        ))
    public var fromGitIndex = false

    @Flag(
        help:
            "Fix the findings that have a safe, mechanical fix (`devtools lint-strings --list-rules` says which), then report what is left."
    )
    public var fix = false

    @Option(
        help: ArgumentHelp(
            "A folder of Swift and Objective-C sources whose lookups lint-strings checks keys against (as strings.sources); repeatable.",
            valueName: "folder"
        ))
    public var sources: [String] = []

    @Flag(
        help:
            "With --fix: print the fixes (a unified diff, or with --format json the planned edits) and change no file; exit 1 when there is something to fix."
    )
    public var dryRun = false

    @Option(help: ArgumentHelp("Cache folder (default: the user's cache folder, e.g. ~/.cache/devtools).", valueName: "path"))
    public var cachePath: String?

    @Flag(help: "Lint every file, ignoring and not writing the cache.")
    public var noCache = false

    @Flag(help: "Show what the run is doing on stderr (only when stderr is a terminal).")
    public var progress = false

    @Flag(help: "List the rules with their ids, severity under the config in use, and summary (--format json for JSON), then exit.")
    public var listRules = false

    /// Hidden (not in `--help`): for the build-tool plugin (`Plugins/DevToolsBuildToolPlugin`). A SwiftPM
    /// or Xcode build command must produce the files it declares, else the build system runs it on every
    /// build; the plugin declares this stamp, which a run writes only when it exits with status 0, so an
    /// unchanged target is not linted again and a target with errors is linted again until they are fixed
    /// (a run removes the stamp first, so it exists only while the last run succeeded).
    @Option(help: .hidden)
    public var touch: String?

    /// Hidden (not in `--help`): show every path absolute, as compilers do, so that SwiftPM and Xcode
    /// attach the build-tool plugin's findings to their files whatever folder the build runs in.
    @Flag(help: .hidden)
    public var absolutePaths = false

    public init() {}

    public func validate() throws {
        if null && filesFrom == nil {
            throw ValidationError("--null says how the --files-from list is separated: use it with --files-from")
        }
        if dryRun && !fix { throw ValidationError("--dry-run shows what --fix would change: use it with --fix") }
        if fix && contentOverlay != nil {
            throw ValidationError("--fix rewrites files in place, not the versions in --content-overlay: use one or the other")
        }
        if dryRun, ![OutputFormat.text, .json].contains(format) {
            throw ValidationError(
                "--fix --dry-run prints a diff (--format text) or the planned edits as JSON (--format json), not --format \(format.rawValue)"
            )
        }
        if noCache && cachePath != nil {
            throw ValidationError("--no-cache neither reads nor writes a cache, so --cache-path would be ignored: use one or the other")
        }
        if listRules, let ignored = ignoredByListRules {
            throw ValidationError(
                "--list-rules prints the rules and exits without linting, so \(ignored) would be ignored: drop one of them")
        }
    }

    /// The first option given that only a lint run uses (`--list-rules` runs none).
    private var ignoredByListRules: String? {
        let lintOnly: [(String, Bool)] = [
            ("--fix", fix), ("a path", !paths.isEmpty), ("--files-from", filesFrom != nil),
            ("--use-script-input-files", useScriptInputFiles), ("--use-script-input-file-lists", useScriptInputFileLists),
            ("--baseline", baseline != nil), ("--write-baseline", writeBaseline != nil), ("--report-only", !reportOnly.isEmpty),
            ("--strict", strict), ("--allow-empty", allowEmpty),
        ]
        return lintOnly.first { $0.1 }?.0
    }

    /// For the commands that run lint-components alone: the options only lint-strings reads are usage
    /// errors, not silently ignored.
    func validateForComponentsOnly() throws {
        if !sources.isEmpty {
            throw ValidationError(
                "--sources names the code lint-strings checks keys against; lint-components does not use it (use lint-strings or devtools lint)"
            )
        }
        if fix {
            throw ValidationError("lint-components has no rule that --fix fixes; use lint-strings --fix or devtools lint --fix")
        }
    }
}

extension OutputFormat: ExpressibleByArgument {}
extension ColorChoice: ExpressibleByArgument {}
