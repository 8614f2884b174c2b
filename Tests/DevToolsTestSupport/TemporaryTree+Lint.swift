import DevToolsCore
import Foundation

extension TemporaryTree {
    /// What `linter` reports over a fresh tree of `files`, linted from its root with no configuration file,
    /// as a user runs it in a project; the tree is removed afterwards.
    public static func lint(_ files: [String: String], with linter: any Linter.Type) throws -> [Diagnostic] {
        let folder = try make(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let runner = LintRunner(linters: [linter], configuration: Configuration(baseDirectory: folder.path), workingDirectory: folder.path)
        return try runner.run(paths: ["."], toolName: linter.toolName).diagnostics
    }
}
