import ArgumentParser
import DevToolsCore
import Foundation

/// `devtools rules [ID]`: every rule of every tool, or one rule's whole documentation with the
/// examples that must and must not trigger it (SwiftLint's `swiftlint rules`).
public struct RulesCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule, or show one rule's documentation and examples.",
        discussion: """
            Examples:
              devtools rules
              devtools rules duplicate-key
              devtools rules --format json
            """
    )

    @Argument(help: "A rule id (default: list every rule).", completion: .list(RuleCatalog.ids))
    var id: String?

    @Option(help: "Output format: text or json.")
    var format: RulesFormat = .text

    public init() {}

    public func run() throws {
        do {
            guard let id else {
                StandardOutput.write(RuleTable.render(RuleCatalog.entries, format: format))
                return
            }
            StandardOutput.write(RuleDocumentation(entry: try RuleCatalog.entry(id)).render(format: format))
        } catch let problem as UsageProblem {
            Terminal.printError("error: \(problem)")
            throw ExitCode(64)
        }
    }
}

/// `--format` of `devtools rules`.
enum RulesFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}
