import DevToolsCore

/// `--list-rules`: every rule with its id, the severity it has under the config in use (`off` for rules
/// that do not run), its default and summary; as aligned text, with `--format json` a JSON array, and
/// with `--format markdown` the table README carries between its `rules:` markers (generated, so the
/// docs cannot drift from the rule types: `scripts/generate-rule-docs`).
enum RuleListing {
    struct Row: Encodable {
        let id: String
        /// What this run would report it as: `off`, `note`, `warning` or `error`.
        let severity: String
        let defaultSeverity: String
        let summary: String
        /// What `--fix` does about its findings; `nil` when it cannot fix them.
        let fix: String?
    }

    static func rows(linters: [any Linter.Type], configuration: Configuration) -> [Row] {
        let own = linters.flatMap { linter in
            let settings = configuration.toolConfiguration(for: linter.configSection)
            return linter.rules.map { row($0, setting: settings.ruleSettings[$0.id]) }
        }
        return own + CoreRules.all.map { row($0, setting: nil) }
    }

    static func render(_ rows: [Row], format: OutputFormat) -> String {
        if format == .json { return JSONOutput.encode(rows) + "\n" }
        if format == .markdown {
            let lines = rows.map { row in
                let level = row.severity == row.defaultSeverity ? row.severity : "\(row.severity) (default: \(row.defaultSeverity))"
                return "| `\(row.id)` | \(level) | \(MarkdownReporter.cell(row.summary)) | \(row.fix.map(MarkdownReporter.cell) ?? "") |\n"
            }
            return "| rule | severity | finds | `--fix` |\n|---|---|---|---|\n" + lines.joined()
        }
        let width = rows.map(\.id.count).max() ?? 0
        return rows.map { row in
            let id = row.id.padding(toLength: width, withPad: " ", startingAt: 0)
            let level = row.severity.padding(toLength: 7, withPad: " ", startingAt: 0)
            let changed = row.severity == row.defaultSeverity ? "" : " (default: \(row.defaultSeverity))"
            let fixable = row.fix.map { " [--fix: \($0)]" } ?? ""
            return "\(id)  \(level)  \(row.summary)\(changed)\(fixable)\n"
        }.joined()
    }

    private static func row(_ rule: RuleDescription, setting: RuleSetting?) -> Row {
        let byDefault = rule.isOptIn ? "off" : rule.defaultSeverity.rawValue
        return Row(id: rule.id, severity: setting?.rawValue ?? byDefault, defaultSeverity: byDefault, summary: rule.summary, fix: rule.fix)
    }
}
