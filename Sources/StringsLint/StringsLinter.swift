import DevToolsCore

/// Lints `.strings`, `.stringsdict` and `.xcstrings` files.
public struct StringsLinter: Linter {
    public static let toolName = "lint-strings"
    public static let configSection = "strings"
    public static let fileExtensions: Set<String> = ["strings", "stringsdict", "xcstrings"]
    public static let configOptions: [String: ConfigOptionKind] = [
        "encoding": .string(allowed: ["any", "utf8", "utf16"]),
        "base": .string(),
        "cross-locale": .boolean,
    ]
    public static var rules: [RuleDescription] { StringsRules.all }

    let configuration: ToolConfiguration

    public init(configuration: ToolConfiguration) {
        self.configuration = configuration
    }

    public func lint(_ files: [SourceFile]) throws -> [Diagnostic] {
        let tables = try StringsTableLoader.tables(of: files)
        let diagnostics = tables.values.flatMap(\.diagnostics)
        if configuration.option("cross-locale")?.boolValue == false { return diagnostics }
        return try diagnostics + LocalizationChecker(configuration: configuration).check(files: files, tables: tables)
    }
}
