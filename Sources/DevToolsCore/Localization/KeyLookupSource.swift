/// Finds the lookups of localized strings in a project's source folders: lint-components' tokenizer
/// does it (`ComponentLint.SourceKeyLookups`), and the command hands it to the run, so lint-strings
/// checks keys against code without depending on lint-components.
public protocol KeyLookupSource: Sendable {
    /// What the Swift and Objective-C files under `folders` (absolute) look up, located by paths shown
    /// relative to `workingDirectory`; `functions` are the project's own wrappers.
    func usage(in folders: [String], functions: [LookupFunction], workingDirectory: String) throws -> CodeKeyUsage
}

/// What code does with localized strings' keys.
public struct CodeKeyUsage: Sendable {
    /// The lookups by a literal key.
    public var lookups: [KeyLookup]
    /// Every string literal's text (an interpolation as `%@`): a key written anywhere in code, such as
    /// a `LocalizedStringKey` a computed property returns or an array of keys, counts as used.
    public var mentions: Set<String>

    public init(lookups: [KeyLookup] = [], mentions: Set<String> = []) {
        self.lookups = lookups
        self.mentions = mentions
    }
}
