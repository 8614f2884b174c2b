import DevToolsCore

/// Applies `--report-only`, `--write-baseline` and `--baseline` to a finished report, in that order:
/// a baseline written from a hook run records what the hook would report. The `--baseline` file is read
/// before any is written, so both options on one file refresh it: the run reports what is new since the
/// old baseline, and the file then records today's findings.
struct ReportNarrowing {
    let options: LintOptions
    let kinds: ReadableFileKinds
    let workingDirectory: String
    /// The paths the run walked (with project context, the project too).
    let roots: [String]

    func apply(to report: LintReport, lines: SourceLineCache) throws -> LintReport {
        var narrowed = report
        if !options.reportOnly.isEmpty {
            let scope = try ReportOnlyScope(
                options.reportOnly, report: report, kinds: kinds, roots: roots, workingDirectory: workingDirectory
            )
            narrowed.diagnostics = narrowed.diagnostics.filter {
                scope.scope.contains(PathResolver.absolute($0.location.file, relativeTo: workingDirectory))
            }
        }
        let old = try options.baseline.map { try BaselineFile.read($0, workingDirectory: workingDirectory) }
        if let path = options.writeBaseline {
            try BaselineFile.write(Baseline(recording: narrowed.diagnostics, lines: lines), to: path, workingDirectory: workingDirectory)
            Terminal.printError("Recorded \(pluralized(narrowed.diagnostics.count, "finding")) in the baseline \(path).")
        }
        if let old {
            narrowed.diagnostics = old.newFindings(in: narrowed.diagnostics, lines: lines)
        }
        return narrowed
    }
}
