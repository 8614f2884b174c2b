import Foundation

/// Runs a rule's documented examples through its linter, the way a user would run the tool, so tests can
/// assert that triggering examples trigger and the others do not.
public enum RuleExampleVerifier {
    /// Writes the example's files into a fresh temporary folder, lints that folder with `linter` (with
    /// `rule` turned on at its default severity even when it is opt-in) and returns the findings of
    /// `rule` only. Paths in the findings are relative to the temporary folder.
    public static func findings(
        of rule: RuleDescription,
        in example: RuleExample,
        linter: any Linter.Type,
        options: [String: ConfigValue] = [:]
    ) throws -> [Diagnostic] {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("devtools-example-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in example.files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let setting = RuleSetting(rawValue: rule.defaultSeverity.rawValue) ?? .warning
        let section = Configuration.SectionConfiguration(ruleSettings: [rule.id: setting], options: options)
        let configuration = Configuration(baseDirectory: folder.path, sections: [linter.configSection: section])
        let runner = LintRunner(linters: [linter], configuration: configuration, workingDirectory: folder.path)
        let report = try runner.run(paths: ["."], toolName: linter.toolName)
        return report.diagnostics.filter { $0.ruleID == rule.id }
    }
}
