import DevToolsCore

/// `devtools rules`: one line a rule (id, tool, default severity, whether `--fix` fixes it, summary),
/// or a JSON array of the same.
enum RuleTable {
    struct Row: Encodable {
        let id: String
        let tool: String
        /// `off` for opt-in rules, else the severity it reports with.
        let defaultSeverity: String
        let fixable: Bool
        let summary: String
    }

    static func render(_ entries: [RuleCatalog.Entry], format: RulesFormat) -> String {
        let rows = entries.map { entry in
            Row(
                id: entry.rule.id, tool: entry.tool, defaultSeverity: entry.rule.isOptIn ? "off" : entry.rule.defaultSeverity.rawValue,
                fixable: entry.rule.fix != nil, summary: entry.rule.summary)
        }
        if format == .json { return JSONOutput.encode(rows) + "\n" }
        let header = Row(id: "RULE", tool: "TOOL", defaultSeverity: "DEFAULT", fixable: false, summary: "SUMMARY")
        let idWidth = rows.map(\.id.count).max() ?? 4
        let toolWidth = rows.map(\.tool.count).max() ?? 4
        func line(_ row: Row, fix: String) -> String {
            [
                row.id.padding(toLength: idWidth, withPad: " ", startingAt: 0),
                row.tool.padding(toLength: toolWidth, withPad: " ", startingAt: 0),
                row.defaultSeverity.padding(toLength: 7, withPad: " ", startingAt: 0),
                fix.padding(toLength: 3, withPad: " ", startingAt: 0),
                row.summary,
            ].joined(separator: "  ") + "\n"
        }
        return line(header, fix: "FIX") + rows.map { line($0, fix: $0.fixable ? "yes" : "-") }.joined()
    }
}
