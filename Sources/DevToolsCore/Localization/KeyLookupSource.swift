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

    /// Whether a later linter of the run takes what this source's scan finds (lint-components takes the
    /// facts found with the lookups): the runner then runs that linter alongside the one that looks keys
    /// up, and it waits for the scan instead of reading every file again.
    var sharesScan: Bool { get }

    /// The linters are about to run side by side: a later one that asks for the scan's findings waits
    /// for them until `finished()`.
    func expectScan()

    /// The linter that looks keys up has finished (its scan done, or none made): nobody waits any more.
    func finished()
}

extension KeyLookupSource {
    /// The same, with no generated files named.
    public func usage(in folders: [String], functions: [LookupFunction], workingDirectory: String) throws -> CodeKeyUsage {
        try usage(in: folders, functions: functions, generated: GeneratedFiles(), workingDirectory: workingDirectory)
    }

    public func discovered(_ files: [SourceFile], extensions: Set<String>, roots: [String]) {}
    public var sharesScan: Bool { false }
    public func expectScan() {}
    public func finished() {}
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
    /// The members of `String` the project declares that localize the string itself (`extension String
    /// { var local: String { NSLocalizedString(self, comment: "") } }`), by name → the table they read
    /// (empty: the default table).
    public var localizingMembers: [String: String] = [:]
    /// Each literal a member is read of (`"Failed to Record".local`), as a lookup whose `function` is the
    /// member's name: a lookup once the project is known to declare that member (`localizingMembers`).
    public var memberLiterals: [KeyLookup] = []
    /// The parameters of the project's own functions and initialisers that localize what they are given,
    /// by call signature (`LocalizingParameter.signature`): `func showAlert(title: LocalizedStringKey)`,
    /// a struct's `let title: LocalizedStringKey` (its memberwise initialiser), `func showErrorMessage(_
    /// message: String) { … NSLocalizedString(message, comment: "") … }`. The literals passed to them are
    /// among `memberLiterals`, under the same signature.
    public var localizingParameters: [String: LocalizingParameter] = [:]
    /// The capitalized names Swift code mentions, outside the declarations that give them and outside
    /// previews: a SwiftUI view none of them names is never created.
    public var typeMentions: Set<String> = []
    /// The names whose text the code sets (`typeLabel.text = …`, `button.setTitle(…)`, `[self.nameField
    /// setStringValue:…]`): an Interface Builder object the code reaches through an outlet of that name
    /// shows the code's text, not the storyboard's.
    public var textSetOn: Set<String> = []
    /// One file's names of static members through their type (`Constant.string.delete` → `string.delete`,
    /// `.delete`), and of its own constants named bare: which files read a static text constant. Per file
    /// only (`formUnion` leaves them): `SourceKeyLookups` turns them into `constantReaders`.
    public var staticReferences: Set<String> = []
    /// The files (as shown) that read each static text constant some lookup is (`KeyLookup.constant`).
    public var constantReaders: [String: [String]] = [:]

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
        typeMentions.formUnion(other.typeMentions)
        textSetOn.formUnion(other.textSetOn)
        lookups += other.lookups
        builtKeys += other.builtKeys
        mentions.formUnion(other.mentions)
        generated.merge(other.generated) { first, _ in first }
        references.formUnion(other.references)
        localizingMembers.merge(other.localizingMembers) { first, _ in first }
        localizingParameters.merge(other.localizingParameters) { first, _ in first }
        memberLiterals += other.memberLiterals
    }

    /// The literals read through the project's own localizing members or passed to its localizing
    /// parameters, made lookups of their tables (QuickRecorder's `"Failed to Record".local`, codeapp's
    /// `showAlert(title: "source_control.confirm_delete_tag \(tag.name)")`), once every file is known.
    /// Drops the lookups made inside SwiftUI views no code names (`KeyLookup.view`): a struct is created
    /// only by naming it, so such a view is never shown. Their literals stay mentions, so the keys they
    /// spell are still used.
    public mutating func dropLookupsOfUncreatedViews() {
        lookups.removeAll { lookup in lookup.view.map { !typeMentions.contains($0) } ?? false }
    }

    /// Drops the lookups that are a static constant no file reads (its literal stays a mention): a
    /// `static let` is worked out on first read, so such text is never looked up.
    public mutating func dropLookupsOfUnreadConstants() {
        lookups.removeAll { lookup in lookup.constant.map { constantReaders[$0] == nil } ?? false }
    }

    public mutating func resolveMemberLiterals() {
        defer { memberLiterals = [] }
        guard !localizingMembers.isEmpty || !localizingParameters.isEmpty else { return }
        for literal in memberLiterals {
            if let table = localizingMembers[literal.function], literal.interpolations == 0 {
                var lookup = literal
                lookup.table = table.isEmpty ? nil : table
                // A member called with arguments is named `name(` (see `LocalizingMembers`).
                if lookup.function.hasSuffix("(") { lookup.function.removeLast() }
                lookups.append(lookup)
            } else if let parameter = localizingParameters[literal.function] {
                // A `String` handed to `NSLocalizedString` is the key as it is at run time: an interpolating
                // literal never equals a table's key (no lookup to check). A `LocalizedStringKey` makes a
                // format key of it, and is its own English, as SwiftUI's `Text` is.
                guard parameter.isLocalizedStringKey || literal.interpolations == 0 else { continue }
                var lookup = literal
                lookup.table = parameter.table.isEmpty ? nil : parameter.table
                lookup.isFormat = literal.interpolations > 0
                if parameter.isLocalizedStringKey {
                    lookup.codeValue = literal.key
                    lookup.showsAsIs = !lookup.isFormat
                }
                lookup.function = LocalizingParameter.callee(of: literal.function)
                lookups.append(lookup)
            }
        }
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
