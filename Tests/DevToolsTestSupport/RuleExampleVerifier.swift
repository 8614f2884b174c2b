import DevToolsCore
import Foundation

/// Runs a rule's documented examples the way a user runs the linter (files on disk, through
/// `LintRunner`, the rule at its default severity) and says what is wrong with them: a triggering
/// example must give exactly the findings its `↓` markers place (file, line and column, each), and an
/// example that must not trigger must give none.
public enum RuleExampleVerifier {
    /// The findings of `rule` on the example's files.
    public static func findings(
        of rule: RuleDescription,
        in example: RuleExample,
        linter: any Linter.Type,
        options: [String: ConfigValue] = [:],
        keyLookups: (any KeyLookupSource)? = nil
    ) throws -> [Diagnostic] {
        let folder = try TemporaryFolder()
        for (path, text) in example.files { try folder.write(path, text) }
        let setting = RuleSetting(rawValue: rule.defaultSeverity.rawValue) ?? .warning
        // An example with code is linted with its code, as `strings.sources` would have it.
        var options = options
        let hasCode = example.files.keys.contains { ["swift", "m", "mm", "h"].contains(($0 as NSString).pathExtension) }
        if keyLookups != nil, options["sources"] == nil, hasCode { options["sources"] = .stringList(["."]) }
        let section = Configuration.SectionConfiguration(ruleSettings: [rule.id: setting], options: options)
        let configuration = Configuration(baseDirectory: folder.path, sections: [linter.configSection: section])
        var runner = LintRunner(linters: [linter], configuration: configuration, workingDirectory: folder.path)
        runner.keyLookupSource = keyLookups
        let report = try runner.run(paths: ["."], toolName: linter.toolName)
        return report.diagnostics.filter { $0.ruleID == rule.id }
    }

    private static func text(_ places: [SourceLocation]) -> String {
        places.map { "\($0.file):\($0.line):\($0.column)" }.joined(separator: ", ")
    }

    /// One line per problem with the rule's examples; empty when they all hold.
    public static func problems(
        of rule: RuleDescription, linter: any Linter.Type, options: [String: ConfigValue] = [:], keyLookups: (any KeyLookupSource)? = nil
    ) throws -> [String] {
        var problems: [String] = []
        if rule.triggeringExamples.isEmpty { problems.append("\(rule.id) documents no triggering example") }
        for (number, example) in rule.triggeringExamples.enumerated() {
            let found = try findings(of: rule, in: example, linter: linter, options: options, keyLookups: keyLookups)
            let places = found.map(\.location).sorted()
            if example.markers.isEmpty {
                problems.append("\(rule.id): triggering example \(number + 1) has no ↓ marker")
            } else if places != example.markers {
                problems.append(
                    """
                    \(rule.id): triggering example \(number + 1) is marked at \(text(example.markers)) but reports at \(text(places)): \
                    \(found.map(\.message))
                    """)
            }
        }
        for (number, example) in rule.nonTriggeringExamples.enumerated() {
            if !example.markers.isEmpty { problems.append("\(rule.id): example \(number + 1) that must not trigger has ↓ markers") }
            let found = try findings(of: rule, in: example, linter: linter, options: options, keyLookups: keyLookups)
            if !found.isEmpty {
                problems.append(
                    "\(rule.id): example \(number + 1) that must not trigger reports \(found.map { "\($0.location): \($0.message)" })")
            }
        }
        return problems
    }
}
