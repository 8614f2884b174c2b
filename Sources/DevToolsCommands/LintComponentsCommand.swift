import ArgumentParser
import ComponentLint
import DevToolsCore

/// `lint-components`: ComponentKit, Texture and UIKit lifecycle rules.
public struct LintComponentsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "lint-components",
        abstract: "Check ComponentKit, Texture and UIKit lifecycle rules in .h, .m, .mm and .swift files.",
        discussion: """
            Examples:
              lint-components Sources
              lint-components --format xcode --strict App/Components
              lint-components --list-rules
            """,
        version: DevToolsVersion.current
    )

    @OptionGroup public var options: LintOptions

    public init() {}

    public func validate() throws {
        try options.validateForComponentsOnly()
    }

    public func run() throws {
        try LintExecution.run(linters: [ComponentLinter.self], toolName: ComponentLinter.toolName, options: options)
    }
}
