/// One place where code looks up a localized string by a literal key: what `lint-strings` checks
/// against the development language's tables (`undefined-key`, `unused-key`).
///
/// Found by lint-components' tokenizer (which knows comments and strings) in Swift and Objective-C, so
/// it lives here, shared by both tools.
public struct KeyLookup: Sendable, Hashable, Codable {
    /// The key as the code writes it; an interpolated SwiftUI literal's `\(…)` parts are `%@`
    /// (`Text("Hello \(name)")` looks up `Hello %@`), see `interpolations`.
    public var key: String
    /// How many `\(…)` the literal had: each matches any format specifier of a table's key.
    public var interpolations: Int
    /// The table it names (`nil`: `Localizable`).
    public var table: String?
    /// Whether the call gives a default value the user sees when the key is missing (`value:`,
    /// `defaultValue:`, `NSLocalizedStringWithDefaultValue`).
    public var hasDefault: Bool
    /// The development-language text the code itself gives the key, as Xcode's string extraction
    /// exports it: a literal default value (`value:`, `defaultValue:`), or the key itself for a SwiftUI
    /// literal, `LocalizedStringKey`, `LocalizedStringResource` or `String(localized:)`. `nil` when the
    /// development language's text must come from a table. Such a key belongs in the translations, not
    /// necessarily in the development language's table (see `CodeDefinedKeys`).
    public var codeValue: String?
    /// Whether the string is used as a format (`String(format:)`, `stringWithFormat:`, an interpolation).
    public var isFormat: Bool
    /// Whether the text is shown as it is, never formatted: a SwiftUI view's or modifier's literal
    /// without interpolation (`Text("100% sure")`). A lookup that is neither this nor `isFormat` says
    /// nothing (its result may reach `String(format:)` through a variable).
    public var showsAsIs: Bool
    /// Whether the call names a bundle other than the app's (`bundle: podBundle`,
    /// `NSLocalizedStringFromTableInBundle(…, bundle, …)`, `[frameworkBundle localizedStringForKey:…]`):
    /// its table may ship in a library rather than in this project.
    public var isInOtherBundle: Bool
    /// The call, as a person would name it (`NSLocalizedString`, `Text`, `L10n.tr`).
    public var function: String
    public var location: SourceLocation
    /// The SwiftUI view whose declaration holds the lookup (`struct SettingsView: View`), if any: a
    /// view no code creates shows none of its text (see `CodeKeyUsage.dropLookupsOfUncreatedViews`).
    public var view: String?
    /// The compilation conditions the `#if` branches around it need (`#if SNAPSHOTS`), when they name
    /// any: code no configuration of the project builds shows nothing (see `CompilationCondition`).
    public var compiledOnlyIf: CompilationCondition?
    /// The static constant whose value the lookup is (`Owner.name` for `static let name =
    /// NSLocalizedString(…)` in `Owner`): it runs only where code reads the constant (see
    /// `CodeKeyUsage.constantReaders`).
    public var constant: String?

    public init(
        key: String, interpolations: Int = 0, table: String?, hasDefault: Bool, codeValue: String? = nil, isFormat: Bool,
        showsAsIs: Bool = false, isInOtherBundle: Bool = false, function: String, location: SourceLocation, view: String? = nil
    ) {
        self.key = key
        self.interpolations = interpolations
        self.table = table
        self.hasDefault = hasDefault
        self.codeValue = codeValue
        self.isFormat = isFormat
        self.showsAsIs = showsAsIs
        self.isInOtherBundle = isInOtherBundle
        self.function = function
        self.location = location
        self.view = view
    }

    /// The table's name as Xcode resolves it.
    public var tableName: String { table ?? "Localizable" }
}
