/// The CLDR cardinal plural categories each language uses (`ru`: one, few, many, other).
public enum PluralCategories {
    /// Every category a `.stringsdict` or String Catalog may name.
    public static let known: [String] = ["zero", "one", "two", "few", "many", "other"]

    private static let table: [String: [String]] = {
        var result: [String: [String]] = [:]
        for line in PluralCategoryData.table.split(separator: "\n") {
            let parts = line.split(separator: ":")
            guard parts.count == 2 else { continue }
            result[String(parts[0])] = parts[1].split(separator: ",").map(String.init)
        }
        return result
    }()

    /// The categories `locale` (`ru`, `pt-BR`, `zh_Hans`) uses, or nil for an unknown language.
    /// Regional variants fall back to their language, as the table lists them only where they differ.
    public static func categories(for locale: String) -> [String]? {
        let normalized = locale.replacingOccurrences(of: "-", with: "_")
        if let exact = table[normalized] { return exact }
        return table[LocaleFallback.language(of: locale)]
    }

    /// Sorts category names in CLDR order (zero, one, two, few, many, other).
    public static func ordered<S: Sequence>(_ names: S) -> [String] where S.Element == String {
        names.sorted { (known.firstIndex(of: $0) ?? 99, $0) < (known.firstIndex(of: $1) ?? 99, $1) }
    }
}
