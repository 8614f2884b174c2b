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
        let normalized = Dictionary(present.map { (ProjectLocalizations.normalized($0), $0) }, uniquingKeysWith: { first, _ in first })
        return parents(of: locale).lazy.compactMap { normalized[ProjectLocalizations.normalized($0)] }.first
    }
}
