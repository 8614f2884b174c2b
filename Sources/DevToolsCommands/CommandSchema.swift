import ComponentLint
import DevToolsCore
import StringsLint

/// Every tool's part of `.devtools.yml`, so any command can validate the whole file.
enum CommandSchema {
    static let linters: [any Linter.Type] = [StringsLinter.self, ComponentLinter.self]

    static var configSchema: ConfigSchema {
        ConfigSchema(linters: linters)
    }
}
