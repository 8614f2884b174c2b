extension LocalizationGroup {
    /// Whether `locale` falls back to a locale of the group that has `table` (or to the development
    /// language, one of `candidates`), which then answers for every key it lacks: a translation that
    /// falls back is not missing keys, and a locale that falls back is not missing the table.
    func fallsBack(_ locale: String, table: String, candidates: [String]) -> Bool {
        let present = locales.keys.filter { locales[$0]?[table] != nil } + candidates
        return LocaleFallback.parent(of: locale, among: present) != nil
    }
}
