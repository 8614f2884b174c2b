/// A linter: a set of rules over files of some extensions.
///
/// A linter receives every matching file of a run at once, so cross-file rules (a component and its
/// controller in different files, one table in several locales) see the whole picture. It reports
/// findings with each rule's default severity; the `LintRunner` then applies the configuration
/// (severity overrides, rules turned off, opt-in rules) and suppression comments, so no linter has to.
public protocol Linter: Sendable {
    /// The command and tool name, e.g. `lint-strings`.
    static var toolName: String { get }
    /// The config section that configures this linter, e.g. `strings`.
    static var configSection: String { get }
    /// File name extensions (without the dot) this linter reads.
    static var fileExtensions: Set<String> { get }
    /// Every rule, with its documentation and examples.
    static var rules: [RuleDescription] { get }
    /// Tool-specific keys allowed in this linter's config section besides `rules` and `exclude`.
    static var configOptions: [String: ConfigOptionKind] { get }

    init(configuration: ToolConfiguration)

    /// Lints the files. Per-file problems (bad syntax, a bad encoding) are diagnostics; a file that cannot
    /// be read at all is a `ToolError`.
    func lint(_ files: [SourceFile]) throws -> [Diagnostic]

    /// The name of the per-file records this linter keeps in the cache (`nil`: none).
    static var recordsName: String? { get }

    /// Whether, with these settings, findings depend on files besides the linted ones (lint-strings with
    /// `strings.sources` reads the code). The whole-run cache is keyed by the linted files only, so such
    /// a run is never answered from it.
    static func readsOtherFiles(_ configuration: ToolConfiguration) -> Bool

    /// Files besides the linted ones that its findings depend on, which the whole-run cache's key must
    /// take in (absolute paths; a path that does not exist counts as absent): lint-strings reads the
    /// project file around its tables (regions, which target ships what) and the storyboards its
    /// Interface Builder tables are named after.
    static func otherInputs(of files: [SourceFile], configuration: ToolConfiguration) -> [String]

    /// Lints the files with what the run knows besides them (see `LintContext`). Linters that have no
    /// use for it need not implement it.
    func lint(_ files: [SourceFile], context: LintContext) throws -> [Diagnostic]
}

extension Linter {
    public static var recordsName: String? { nil }

    public static func readsOtherFiles(_ configuration: ToolConfiguration) -> Bool { false }

    public static func otherInputs(of files: [SourceFile], configuration: ToolConfiguration) -> [String] { [] }

    public func lint(_ files: [SourceFile], context: LintContext) throws -> [Diagnostic] {
        try lint(files)
    }
}
