/// Plural categories whose use differs between the CLDR versions that supported iOS versions ship
/// (iOS 13's CLDR 35 to iOS 26's CLDR 47). Derived by reading every language's cardinal categories
/// through Babel 2.7.0 (CLDR 35), 2.8.1, 2.9.1, 2.10.3, 2.12.1, 2.14.0, 2.16.0 and 2.18.0 (CLDR 47):
/// only Hebrew dropped a category, and only the Romance `many` (exact millions, compact numbers) was
/// added for numbers an app rarely formats.
enum PluralCategoryHistory {
    /// Categories older CLDRs use that CLDR 47 dropped: older iOS still selects them, so never "unused".
    static let dropped: [String: Set<String>] = ["he": ["many"], "iw": ["many"]]

    /// Categories CLDR 47 asks for that only exact millions and compact numbers select; without them
    /// Foundation falls back to `other` correctly, so missing them is a note.
    static let rarelySelected: [String: Set<String>] = [
        "ca": ["many"], "es": ["many"], "fr": ["many"], "it": ["many"], "pt": ["many"],
    ]

    static func dropped(for locale: String?) -> Set<String> { lookup(dropped, locale) }

    static func rarelySelected(for locale: String?) -> Set<String> { lookup(rarelySelected, locale) }

    private static func lookup(_ table: [String: Set<String>], _ locale: String?) -> Set<String> {
        guard let locale else { return [] }
        return table[LocaleFallback.language(of: locale)] ?? []
    }
}
