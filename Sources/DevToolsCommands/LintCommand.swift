import ArgumentParser
import DevToolsCore

/// `devtools lint`: both linters over the same paths, one report, one exit code.
public struct LintCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Run lint-strings and lint-components over the same paths with one report.",
        discussion: """
            Examples:
              devtools lint Resources/Examples/SampleApp
              devtools lint --format sarif . > devtools.sarif
              devtools lint --format github --strict App
            """
    )

    @OptionGroup public var options: LintOptions

    public init() {}

    public func run() throws {
        try LintExecution.run(linters: CommandSchema.linters, toolName: "devtools", options: options)
    }
}
