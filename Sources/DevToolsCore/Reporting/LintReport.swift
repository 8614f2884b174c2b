/// The outcome of one lint run, ready for a reporter.
public struct LintReport: Sendable {
    /// `lint-strings`, `lint-components`, or `devtools` for the combined `lint` command.
    public var toolName: String
    /// Every rule the run knew, for SARIF's rule table.
    public var rules: [RuleDescription]
    /// Findings in report order.
    public var diagnostics: [Diagnostic]
    /// How many files were read.
    public var fileCount: Int
    /// Absolute paths of the files that were linted, each once, so `--report-only` can tell a typo from
    /// a file. A list, not a set: it is only searched once per `--report-only` path, and hashing every
    /// path of a 20,000-file run cost more than the rest of the report.
    public var lintedFiles: [String]
    /// Set when no file was linted: says where nothing was found and what would have been read, so an
    /// empty run is never mistaken for a clean one ("No problems found in 0 files").
    public var nothingToLint: String?
    /// Set when the tool could not do its job (exit 2) although the run went on: a path named on the
    /// command line could not be read, or nothing at all could be linted. One line, for stderr; every
    /// entry concerned is also a finding of the report.
    public var failure: String?
    /// How complete each locale's translation is, when lint-strings was asked to measure it (the HTML
    /// report); nil otherwise, and for the other linters.
    public var localizationCoverage: LocalizationCoverage?
    /// The paths the run was given, as typed (`.` for the working directory): what the HTML report
    /// names as the project.
    public var roots: [String] = []

    public init(
        toolName: String,
        rules: [RuleDescription],
        diagnostics: [Diagnostic],
        fileCount: Int,
        lintedFiles: [String] = [],
        nothingToLint: String? = nil,
        failure: String? = nil
    ) {
        self.toolName = toolName
        self.rules = rules
        self.diagnostics = diagnostics.sortedForReport()
        self.fileCount = fileCount
        self.lintedFiles = lintedFiles
        self.nothingToLint = nothingToLint
        self.failure = failure
    }

    public func count(_ severity: Severity) -> Int { diagnostics.count { $0.severity == severity } }

    /// How many files have a finding.
    public var filesWithFindings: Int { tally.files }

    /// The findings by severity and how many files they are in, in one pass (a million findings were a
    /// pass per count). The findings come file by file, so a path is put in the set only when it
    /// changes: a million findings were a million paths hashed.
    private var tally: (errors: Int, warnings: Int, notes: Int, files: Int) {
        var errors = 0, warnings = 0, notes = 0
        var files = Set<String>()
        var last: String?
        for diagnostic in diagnostics {
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
            if diagnostic.location.file != last {
                last = diagnostic.location.file
                files.insert(diagnostic.location.file)
            }
        }
        return (errors, warnings, notes, files.count)
    }

    /// 2 when nothing could be linted, else 1 when any error-level finding (with `strict`, any finding
    /// at all), else 0.
    public func exitCode(strict: Bool) -> Int32 {
        if failure != nil { return 2 }
        let failing = strict ? diagnostics.count : count(.error)
        return failing > 0 ? 1 : 0
    }

    /// "2 errors, 1 warning in 2 files" — the closing line of the text report.
    public var summaryLine: String {
        if diagnostics.isEmpty, let nothingToLint { return nothingToLint.escapingControlCharacters }
        if diagnostics.isEmpty { return "No problems found in \(pluralized(fileCount, "file"))." }
        let tally = tally
        var parts = [pluralized(tally.errors, "error"), pluralized(tally.warnings, "warning")]
        if tally.notes > 0 { parts.append(pluralized(tally.notes, "note")) }
        return parts.joined(separator: ", ") + " in \(pluralized(tally.files, "file"))"
            + " (\(pluralized(fileCount, "file")) checked)"
    }
}
