extension LintReport {
    /// What `--strict` shows: every finding as an error, in every format, since with `--strict` every
    /// finding fails the run. (An Xcode build phase that fails on a line Xcode shows as a warning looks
    /// like a build that failed for no reason; SwiftLint's `--strict` escalates the same way.)
    public func escalatedToErrors() -> LintReport {
        var escalated = self
        escalated.diagnostics = diagnostics.map { diagnostic in
            var copy = diagnostic
            copy.severity = .error
            return copy
        }
        return escalated
    }
}
