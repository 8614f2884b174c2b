import DevToolsCore

/// Lints `.strings`, `.stringsdict` and `.xcstrings` files.
///
/// `lint` runs in passes: first every `.strings` file on its own, in parallel across cores
/// (`checkStringsFiles`); cross-file checks (one table in several locales) can follow as a second pass
/// over the tables that `parseTables` returns.
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
        try lint(files, context: LintContext())
    }

    /// With a scope (files named within their project), only the scope's files and the other locales of
    /// their tables are read (see `ScopedTables`); the rest of the project takes part as empty tables.
    public func lint(_ files: [SourceFile], context: LintContext) throws -> [Diagnostic] {
        let crossLocale = configuration.option("cross-locale")?.boolValue != false
        let read = context.scope.map { ScopedTables(files: files, scope: $0).read }
        let parsed = read.map { read in files.filter(read.contains) } ?? files
        var (diagnostics, tables) = try checkStringsFiles(parsed, keepTables: crossLocale, crossLocale: crossLocale)
        guard crossLocale else { return diagnostics }
        if let read {
            for file in files where !read.contains(file) && Self.isStringsFile(file.absolutePath) {
                tables[file] = StringsTable(entries: [], encoding: nil, diagnostics: [])
            }
        }
        return try diagnostics + LocalizationChecker(configuration: configuration).check(files: files, tables: tables, reading: read)
    }

    /// Every `.strings` file among `files`, parsed (in parallel), by file.
    public func parseTables(_ files: [SourceFile]) throws -> [SourceFile: StringsTable] {
        try checkStringsFiles(files, keepTables: true).tables
    }

    /// `.strings` in any letter case, without Foundation's path machinery (thousands of files).
    static func isStringsFile(_ path: String) -> Bool {
        let suffix = path.utf8.suffix(8)
        return suffix.count == 8 && String(decoding: suffix, as: UTF8.self).lowercased() == ".strings"
    }

    /// The per-file pass: the findings of every `.strings` file, and their tables when `keepTables`
    /// (dropping them otherwise keeps memory to a few files at a time).
    public func checkStringsFiles(_ files: [SourceFile], keepTables: Bool, crossLocale: Bool = false) throws
        -> (diagnostics: [Diagnostic], tables: [SourceFile: StringsTable])
    {
        let stringsFiles = files.filter { Self.isStringsFile($0.absolutePath) }
        let check = StringsFileCheck(configuration: configuration, crossLocale: crossLocale)
        let outcomes = try ParallelMap.map(stringsFiles) { file -> StringsFileCheck.Outcome? in
            guard var outcome = try check.check(file) else { return nil }
            if !keepTables { outcome.table = StringsTable(entries: [], encoding: outcome.table.encoding, diagnostics: []) }
            return outcome
        }
        var tables: [SourceFile: StringsTable] = [:]
        if keepTables {
            for (file, outcome) in zip(stringsFiles, outcomes) { tables[file] = outcome?.table }
        }
        return (outcomes.flatMap { $0?.diagnostics ?? [] }, tables)
    }
}
