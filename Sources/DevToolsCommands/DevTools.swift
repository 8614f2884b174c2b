import ArgumentParser
import DevToolsCore

/// The umbrella command. Each subcommand is the very same type the standalone executables run.
public struct DevTools: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "devtools",
        abstract: "Keeps iOS codebases and developer machines healthy.",
        discussion: """
            Examples:
              devtools lint Resources/Examples/SampleApp
              devtools lint-strings --format xcode MyApp/Resources
              devtools lint-components --strict Sources
              devtools clean-support --dry-run
            """,
        version: DevToolsVersion.current,
        subcommands: [
            LintCommand.self,
            LintStringsCommand.self,
            LintComponentsCommand.self,
            CleanSupportCommand.self,
            CacheCommand.self,
            RulesCommand.self,
        ]
    )

    public init() {}
}
