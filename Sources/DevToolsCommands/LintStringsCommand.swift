import ArgumentParser
import DevToolsCore
import StringsLint

/// `lint-strings`: `.strings`, `.stringsdict` and `.xcstrings` files.
public struct LintStringsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "lint-strings",
        abstract: "Lint .strings, .stringsdict and .xcstrings localization files.",
        discussion: """
            Examples:
              lint-strings MyApp/Resources
              lint-strings --format xcode en.lproj/Localizable.strings
              lint-strings --list-rules
            """,
        version: DevToolsVersion.current
    )

    @OptionGroup public var options: LintOptions

    public init() {}

    public func run() throws {
        try LintExecution.run(linters: [StringsLinter.self], toolName: StringsLinter.toolName, options: options)
    }
}
