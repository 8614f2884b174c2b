import DevToolsCore

/// `--list-rules`: one line per rule — id, default severity (or "off" for opt-in rules), summary.
enum RuleListing {
    static func render(_ rules: [RuleDescription]) -> String {
        let width = rules.map(\.id.count).max() ?? 0
        return rules.map { rule in
            let severity = rule.isOptIn ? "off" : rule.defaultSeverity.rawValue
            let id = rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
            let level = severity.padding(toLength: 7, withPad: " ", startingAt: 0)
            return "\(id)  \(level)  \(rule.summary)\n"
        }.joined()
    }
}
