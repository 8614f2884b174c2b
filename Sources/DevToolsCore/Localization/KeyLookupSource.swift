/// Finds the lookups of localized strings in a project's source folders: lint-components' tokenizer
/// does it (`ComponentLint.SourceKeyLookups`), and the command hands it to the run, so lint-strings
/// checks keys against code without depending on lint-components.
public protocol KeyLookupSource: Sendable {
    /// What the Swift and Objective-C files under `folders` (absolute) look up, located by paths shown
    /// relative to `workingDirectory`; `functions` are the project's own wrappers, `generated` the files
    /// its strings generator writes.
    func usage(in folders: [String], functions: [LookupFunction], generated: GeneratedFiles, workingDirectory: String) throws
        -> CodeKeyUsage

    /// The files the run found under `roots` (absolute), with `extensions`: a source that can take its
    /// files from them need not walk the folders again.
    func discovered(_ files: [SourceFile], extensions: Set<String>, roots: [String])
}

extension KeyLookupSource {
    /// The same, with no generated files named.
    public func usage(in folders: [String], functions: [LookupFunction], workingDirectory: String) throws -> CodeKeyUsage {
        try usage(in: folders, functions: functions, generated: GeneratedFiles(), workingDirectory: workingDirectory)
    }

    public func discovered(_ files: [SourceFile], extensions: Set<String>, roots: [String]) {}
}

/// What code does with localized strings' keys.
public struct CodeKeyUsage: Sendable {
    /// The lookups by a literal key.
    public var lookups: [KeyLookup]
    /// The lookups by a key built at run time from literal parts (see `BuiltKey`).
    public var builtKeys: [BuiltKey] = []
    /// Every string literal's text (an interpolation as `%@`): a key written anywhere in code, such as
    /// a `LocalizedStringKey` a computed property returns or an array of keys, counts as used.
    public var mentions: Set<String>
    /// Generated accessors (SwiftGen's `L10n`), by full path: `L10n.Settings.title` → its table and key.
    /// A generated file is no usage itself: its keys are used when code references their accessors.
    public var generated: [String: GeneratedKey]
    /// Every dotted chain of names code outside generated files writes (`L10n.Settings.title`).
    public var references: Set<String>

    public init(
        lookups: [KeyLookup] = [], mentions: Set<String> = [], generated: [String: GeneratedKey] = [:], references: Set<String> = []
    ) {
        self.lookups = lookups
        self.mentions = mentions
        self.generated = generated
        self.references = references
    }

    /// Both usages together.
    public mutating func formUnion(_ other: CodeKeyUsage) {
        lookups += other.lookups
        builtKeys += other.builtKeys
        mentions.formUnion(other.mentions)
        generated.merge(other.generated) { first, _ in first }
        references.formUnion(other.references)
    }
}

/// A key of a table, as a generated accessor looks it up.
public struct GeneratedKey: Sendable, Hashable {
    public var table: String
    public var key: String

    public init(table: String, key: String) {
        self.table = table
        self.key = key
    }
}
