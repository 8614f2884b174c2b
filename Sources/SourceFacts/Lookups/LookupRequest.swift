import DevToolsCore

/// A run's question for the lookups of localized strings in its sources: the project's wrapper
/// functions (`strings.lookup-functions`), which decide what a lookup is, and its generated files.
/// Lookups found under another request (other wrappers) are found again, not read back from a record.
public struct LookupRequest: Sendable, Hashable {
    public let functions: [LookupFunction]
    /// The files the project's strings generator writes (`strings.generated`).
    public let generated: GeneratedFiles
    /// What records of lookups are filed under: the wrappers, in their configured order, and the
    /// generated files' globs. Worked out once: every file's lookups carry it.
    let digest: String

    public init(functions: [LookupFunction], generated: GeneratedFiles = GeneratedFiles()) {
        self.functions = functions
        self.generated = generated
        digest = StableHash.fnv1a64Hex(
            (functions.map { "\($0.path.joined(separator: ".")):\($0.keyArgument):\($0.tableArgument ?? 0)" }
                + ["generated", generated.base] + generated.globs.map(\.pattern)).joined(separator: "\u{0}"))
    }
}
