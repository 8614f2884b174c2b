import Foundation
import Yams

/// Finds and reads `.devtools.yml`, checking every key and value against the `ConfigSchema`.
///
/// Every problem is a `ToolError` naming the file, line and key: a config that silently ignores a
/// misspelt rule id is worse than none.
public struct ConfigurationLoader: Sendable {
    public static let fileName = ".devtools.yml"

    public let schema: ConfigSchema

    public init(schema: ConfigSchema) {
        self.schema = schema
    }

    /// Loads `explicitPath` if given (it must exist), else the nearest `.devtools.yml` in `directory` or
    /// an ancestor, else an empty configuration based at `directory`.
    public func load(explicitPath: String?, searchingFrom directory: String) throws -> Configuration {
        if let explicitPath {
            let absolute = PathResolver.absolute(explicitPath, relativeTo: directory)
            guard FileManager.default.fileExists(atPath: absolute) else {
                throw ToolError(path: explicitPath, "config file not found")
            }
            return try load(file: absolute, displayPath: explicitPath)
        }
        if let found = Self.nearestConfig(from: directory) {
            return try load(file: found, displayPath: PathResolver.display(found, relativeTo: directory))
        }
        return Configuration(baseDirectory: directory)
    }

    /// The nearest `.devtools.yml` in `directory` or one of its ancestors.
    public static func nearestConfig(from directory: String) -> String? {
        var current = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    func load(file: String, displayPath: String) throws -> Configuration {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ToolError(path: displayPath, "cannot read config file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ToolError(path: displayPath, "config file is not valid UTF-8")
        }
        let base = (file as NSString).deletingLastPathComponent
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw Self.toolError(from: error, path: displayPath)
        }
        var configuration = Configuration(filePath: file, baseDirectory: base)
        guard let node else { return configuration }
        let reader = ConfigNodeReader(path: displayPath)
        try reader.read(root: node, schema: schema, into: &configuration)
        return configuration
    }

    static func toolError(from error: YamlError, path: String) -> ToolError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            if problem.contains("nesting level") {  // libyaml's own words name its C API
                return ToolError(path: path, line: mark.line, column: mark.column, "invalid YAML: nested deeper than 1000 levels")
            }
            return ToolError(path: path, line: mark.line, column: mark.column, "invalid YAML: \(problem)")
        case .duplicatedKeysInMapping(let keys, let context):
            // Yams points at the first of the keys given twice.
            let names = keys.map { "'\($0)'" }.joined(separator: ", ")
            return ToolError(
                path: path, line: context.mark.line, column: context.mark.column,
                "duplicate key \(names): a key may be given once in a mapping"
            )
        default:
            return ToolError(path: path, "invalid YAML: \(error)")
        }
    }
}
