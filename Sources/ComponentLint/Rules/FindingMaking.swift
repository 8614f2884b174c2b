import DevToolsCore
import SourceFacts

/// The findings a rule makes, at a file's place, a site, a declaration or a method: what both the
/// facts a rule reads (`GatheredFacts`) and the whole context (`ComponentLintContext`) offer.
protocol FindingMaking {}

extension FindingMaking {
    func diagnostic(
        _ rule: RuleDescription, file: String, line: Int, column: Int, _ message: String,
        severity: Severity? = nil, notes: [RelatedNote] = []
    ) -> Diagnostic {
        rule.diagnostic(at: SourceLocation(file: file, line: line, column: column), message, severity: severity, notes: notes)
    }

    func diagnostic(_ rule: RuleDescription, at site: SourceSite, in file: String, _ message: String, severity: Severity? = nil)
        -> Diagnostic
    {
        diagnostic(rule, file: file, line: site.line, column: site.column, message, severity: severity)
    }

    func diagnostic(_ rule: RuleDescription, at declaration: IndexedDeclaration, _ message: String) -> Diagnostic {
        diagnostic(rule, file: declaration.file, line: declaration.line, column: declaration.column, message)
    }

    func diagnostic(_ rule: RuleDescription, at method: MethodFacts, _ message: String, severity: Severity? = nil) -> Diagnostic {
        diagnostic(rule, file: method.file, line: method.line, column: method.column, message, severity: severity)
    }
}
