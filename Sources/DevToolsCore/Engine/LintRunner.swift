import Foundation

/// Runs one or more linters over the same paths and applies what is common to all of them: file
/// discovery, the configuration's severity settings, opt-in rules, and suppression comments.
public struct LintRunner: Sendable {
    public var linters: [any Linter.Type]
    public var configuration: Configuration
    public var workingDirectory: String

    public init(linters: [any Linter.Type], configuration: Configuration, workingDirectory: String) {
        self.linters = linters
        self.configuration = configuration
        self.workingDirectory = workingDirectory
    }

    /// Lints `paths` (the working directory when empty). Throws `ToolError` when a path is missing or a
    /// file cannot be read.
    public func run(paths: [String], toolName: String) throws -> LintReport {
        let roots = paths.isEmpty ? ["."] : paths
        var diagnostics: [Diagnostic] = []
        var allFiles = Set<SourceFile>()
        var rules: [RuleDescription] = []
        for linterType in linters {
            let section = linterType.configSection
            let discovery = FileDiscovery(
                extensions: linterType.fileExtensions,
                excludes: configuration.excludes(for: section),
                excludeBase: configuration.baseDirectory,
                workingDirectory: workingDirectory
            )
            let files = try discovery.files(in: roots)
            allFiles.formUnion(files)
            rules += linterType.rules
            let toolConfiguration = configuration.toolConfiguration(for: section)
            let linter = linterType.init(configuration: toolConfiguration)
            let found = files.isEmpty ? [] : try linter.lint(files)
            diagnostics += DiagnosticFilter(rules: linterType.rules, configuration: toolConfiguration).apply(found)
        }
        diagnostics = SuppressionFilter(workingDirectory: workingDirectory).apply(diagnostics)
        return LintReport(toolName: toolName, rules: rules, diagnostics: diagnostics, fileCount: allFiles.count)
    }
}
