import DevToolsCore

/// Lints ComponentKit, Texture and UIKit sources (`.h .m .mm .swift`) for lifecycle rules.
public struct ComponentLinter: Linter {
    public static let toolName = "lint-components"
    public static let configSection = "components"
    public static let fileExtensions: Set<String> = ["h", "m", "mm", "swift"]
    public static let configOptions: [String: ConfigOptionKind] = [
        "componentkit": .section(["version": .string()]),
    ]
    public static var rules: [RuleDescription] { ComponentRules.all }

    let configuration: ToolConfiguration

    public init(configuration: ToolConfiguration) {
        self.configuration = configuration
    }

    public func lint(_ files: [SourceFile]) throws -> [Diagnostic] {
        []
    }
}
