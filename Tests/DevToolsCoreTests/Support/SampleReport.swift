import DevToolsCore

/// A small report over `Fixtures/Project` that exercises every part of the reporters: two files, all
/// three severities, a related note, a tab-indented line, a wide character, characters that need
/// escaping in GitHub and SARIF output, and a path with a space.
enum SampleReport {
    static let file = "App/Main.strings"

    static let rules = [
        RuleDescription(
            id: "syntax-error", summary: "The file does not parse.", rationale: "Apple drops the table.", defaultSeverity: .error),
        RuleDescription(id: "duplicate-key", summary: "A key is defined twice.", rationale: "Only one survives.", defaultSeverity: .error),
        RuleDescription(id: "unquoted-string", summary: "A string is not quoted.", rationale: "Quote it.", defaultSeverity: .warning),
        RuleDescription(id: "outer-braces", summary: "Outer braces.", rationale: "Remove them.", defaultSeverity: .note, isOptIn: true),
    ]

    static var report: LintReport {
        LintReport(
            toolName: "lint-strings",
            rules: rules,
            diagnostics: [
                Diagnostic(
                    ruleID: "unquoted-string", severity: .warning,
                    location: SourceLocation(file: file, line: 4, column: 2),
                    message: "key is quoted, value 50% fine: check, then go on"
                ),
                Diagnostic(
                    ruleID: "syntax-error", severity: .error,
                    location: SourceLocation(file: file, line: 2, column: 20),
                    message: "expected ';' after the value of \"greeting\"; add it at the end of the entry"
                ),
                Diagnostic(
                    ruleID: "duplicate-key", severity: .error,
                    location: SourceLocation(file: "Other Dir/Other.strings", line: 1, column: 1),
                    message: "key \"greeting\" is defined again;\nremove one of them",
                    notes: [RelatedNote(message: "first defined here", location: SourceLocation(file: file, line: 2, column: 1))]
                ),
                Diagnostic(
                    ruleID: "outer-braces", severity: .note,
                    location: SourceLocation(file: file, line: 5, column: 16),
                    message: "entry after an emoji"
                ),
            ],
            fileCount: 3
        )
    }

    static func context(useColor: Bool = false) -> ReportContext {
        ReportContext(useColor: useColor, workingDirectory: FixturePaths.project.path, repositoryRoot: FixturePaths.project.path)
    }
}
