/// How Foundation falls back from a regional locale to its language: a key or table missing from
/// `pt-BR` is looked up in `pt`, and `en-GB` falls back to `en`; small regional tables (British
/// spellings) are complete by design.
enum LocaleFallback {
    /// The locales `locale` falls back to, nearest first: `zh-Hant-HK` → `zh-Hant`, `zh`.
    static func parents(of locale: String) -> [String] {
        var parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        var result: [String] = []
        while parts.count > 1 {
            parts.removeLast()
            result.append(parts.joined(separator: "-"))
        }
        return result
    }

    /// The nearest locale among `present` that `locale` falls back to (matched without regard to case
    /// or `-`/`_`), or nil.
    static func parent(of locale: String, among present: [String]) -> String? {
        let byName = Dictionary(present.map { (normalized($0), $0) }, uniquingKeysWith: { first, _ in first })
        return parents(of: locale).lazy.compactMap { byName[normalized($0)] }.first
    }

    /// A locale name compared without regard to case or `-`/`_`: `pt_BR`, `pt-br` → `pt-br`.
    static func normalized(_ locale: String) -> String {
        locale.replacingOccurrences(of: "_", with: "-").lowercased()
    }

    /// The language of a locale name, lowercased: `zh-Hant-HK`, `pt_BR` → `zh`, `pt`.
    static func language(of locale: String) -> String {
        locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { String($0).lowercased() } ?? ""
    }
}
