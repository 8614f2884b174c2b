/// The CLDR cardinal plural categories each language uses (`ru`: one, few, many, other).
public enum PluralCategories {
    /// Every category a `.stringsdict` or String Catalog may name.
    public static let known: [String] = ["zero", "one", "two", "few", "many", "other"]

    /// Each language's categories, and those an integer can select (see `PluralCategoryData`).
    private static let table: [String: (all: [String], integer: [String])] = {
        var result: [String: (all: [String], integer: [String])] = [:]
        for line in PluralCategoryData.table.split(separator: "\n") {
            let parts = line.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 3 else { continue }
            result[String(parts[0])] = (parts[1].split(separator: ",").map(String.init), parts[2].split(separator: ",").map(String.init))
        }
        return result
    }()

    /// The categories `locale` (`ru`, `pt-BR`, `zh_Hans`) uses, or nil for an unknown language.
    /// Regional variants fall back to their language, as the table lists them only where they differ.
    public static func categories(for locale: String) -> [String]? {
        entry(for: locale)?.all
    }

    /// The categories a number of `valueType` can select in `locale`'s language: an integer never selects
    /// `other` in pl, ru, uk or be (their `other` is for fractions), nor `many` in cs, sk or lt (it is for
    /// decimals there). Worked out from CLDR's cardinal rules by `scripts/generate-plural-categories`.
    public static func categories(for locale: String, valueType: PluralValueType) -> [String]? {
        guard let entry = entry(for: locale) else { return nil }
        return valueType == .integer ? entry.integer : entry.all
    }

    /// The categories a plural of `valueType` with `categories` counts as having, for coverage: a form
    /// its number never selects (Polish `other` of an integer) is not missing.
    public static func covered(_ categories: Set<String>, locale: String, valueType: PluralValueType) -> Set<String> {
        guard valueType == .integer, let entry = entry(for: locale) else { return categories }
        return categories.union(Set(entry.all).subtracting(entry.integer))
    }

    private static func entry(for locale: String) -> (all: [String], integer: [String])? {
        let normalized = locale.replacingOccurrences(of: "-", with: "_")
        if let exact = table[normalized] { return exact }
        return table[LocaleFallback.language(of: locale)]
    }

    /// Sorts category names in CLDR order (zero, one, two, few, many, other).
    public static func ordered<S: Sequence>(_ names: S) -> [String] where S.Element == String {
        names.sorted { (known.firstIndex(of: $0) ?? 99, $0) < (known.firstIndex(of: $1) ?? 99, $1) }
    }
}
