/// Applies a tool's rule settings to its findings: drops rules that are off (and opt-in rules not turned
/// on) and rewrites the severity of rules the config sets.
struct DiagnosticFilter {
    let rulesByID: [String: RuleDescription]
    let configuration: ToolConfiguration

    init(rules: [RuleDescription], configuration: ToolConfiguration) {
        self.rulesByID = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.configuration = configuration
    }

    func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            guard let rule = rulesByID[diagnostic.ruleID] else { return diagnostic }
            guard configuration.isEnabled(rule) else { return nil }
            var adjusted = diagnostic
            if let severity = configuration.ruleSettings[rule.id]?.severity { adjusted.severity = severity }
            return adjusted
        }
    }
}
