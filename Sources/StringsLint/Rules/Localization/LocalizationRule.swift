import DevToolsCore

/// A cross-locale rule: its description, and a way to make its findings at its default severity.
protocol LocalizationRule: StringsRule {}

extension LocalizationRule {
    static func diagnostic(
        _ message: String, file: String, line: Int, column: Int = 1,
        severity: Severity? = nil, notes: [RelatedNote] = [], subject: String? = nil
    ) -> Diagnostic {
        description.diagnostic(
            at: SourceLocation(file: file, line: max(1, line), column: max(1, column)), message, severity: severity, notes: notes,
            subject: subject
        )
    }
}
