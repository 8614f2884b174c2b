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
        // Decided once per rule, not per finding: a run can have a million findings of one rule.
        var decisions: [String: Decision] = [:]
        var lastRule: String?
        var decision = Decision.keep
        return diagnostics.compactMap { diagnostic in
            if diagnostic.ruleID != lastRule {
                lastRule = diagnostic.ruleID
                if let known = decisions[diagnostic.ruleID] {
                    decision = known
                } else {
                    decision = self.decision(for: diagnostic.ruleID)
                    decisions[diagnostic.ruleID] = decision
                }
            }
            switch decision {
            case .keep: return diagnostic
            case .drop: return nil
            case .severity(let severity):
                guard diagnostic.severity != severity else { return diagnostic }
                var adjusted = diagnostic
                adjusted.severity = severity
                return adjusted
            }
        }
    }

    private enum Decision {
        case keep, drop
        case severity(Severity)
    }

    private func decision(for ruleID: String) -> Decision {
        guard let rule = rulesByID[ruleID] else { return .keep }
        guard configuration.isEnabled(rule) else { return .drop }
        if let severity = configuration.ruleSettings[rule.id]?.severity { return .severity(severity) }
        return .keep
    }
}
