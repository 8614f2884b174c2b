import ArgumentParser
import DevToolsCore

/// The options every linter command shares.
public struct LintOptions: ParsableArguments {
    @Argument(help: "Files or folders to lint (default: the current folder).")
    public var paths: [String] = []

    @Option(help: "Output format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    public var format: OutputFormat = .text

    @Option(help: ArgumentHelp("Config file (default: the nearest .devtools.yml).", valueName: "path"))
    public var config: String?

    @Flag(help: "Exit with status 1 on any finding, not only on errors.")
    public var strict = false

    @Flag(help: "List the rules with their ids, default severity and summary, then exit.")
    public var listRules = false

    public init() {}
}

extension OutputFormat: ExpressibleByArgument {}
