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

    public init(toolName: String, rules: [RuleDescription], diagnostics: [Diagnostic], fileCount: Int) {
        self.toolName = toolName
        self.rules = rules
        self.diagnostics = diagnostics.sorted(by: Diagnostic.reportOrder)
        self.fileCount = fileCount
    }

    public func count(_ severity: Severity) -> Int { diagnostics.count { $0.severity == severity } }

    public var filesWithFindings: Int { Set(diagnostics.map(\.location.file)).count }

    /// 0 when clean, 1 when any error-level finding (with `strict`, any finding at all).
    public func exitCode(strict: Bool) -> Int32 {
        let failing = strict ? diagnostics.count : count(.error)
        return failing > 0 ? 1 : 0
    }

    /// "2 errors, 1 warning in 2 files" — the closing line of the text report.
    public var summaryLine: String {
        if diagnostics.isEmpty { return "No problems found in \(pluralized(fileCount, "file"))." }
        var parts = [pluralized(count(.error), "error"), pluralized(count(.warning), "warning")]
        if count(.note) > 0 { parts.append(pluralized(count(.note), "note")) }
        return parts.joined(separator: ", ") + " in \(pluralized(filesWithFindings, "file"))"
            + " (\(pluralized(fileCount, "file")) checked)"
    }
}
