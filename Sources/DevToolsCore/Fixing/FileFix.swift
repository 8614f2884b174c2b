import Foundation

/// A file's content before and after `--fix`, with what was fixed: written, or shown as a diff.
public struct FileFix: Sendable {
    /// Absolute path of the file.
    public let path: String
    /// As shown to the user.
    public let displayPath: String
    public let original: Data
    public let fixed: Data
    /// One line per fix made (`3:10 syntax-error: added ';'`).
    public let descriptions: [String]
    /// Every change, in the order made (`--fix --dry-run --format json`).
    public let edits: [PlannedEdit]

    public init(path: String, displayPath: String, original: Data, fixed: Data, descriptions: [String], edits: [PlannedEdit] = []) {
        self.path = path
        self.displayPath = displayPath
        self.original = original
        self.fixed = fixed
        self.descriptions = descriptions
        self.edits = edits
    }
}

/// A linter that can fix some of its findings mechanically (`--fix`).
public protocol FixingLinter: Linter {
    /// The fixes for the run's findings: one `FileFix` per file it can change safely. A file it cannot
    /// fix safely is left out (its findings stay in the report). Throws `ToolError` for a file it cannot
    /// read.
    static func fixes(for diagnostics: [Diagnostic], configuration: Configuration, workingDirectory: String) throws -> [FileFix]
}
