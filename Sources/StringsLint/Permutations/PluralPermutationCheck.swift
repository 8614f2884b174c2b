import DevToolsCore

/// The permutation checks for `.stringsdict` entries.
enum PluralPermutationCheck {
    /// Every permutation of an entry, or nil when it cannot be expanded.
    static func permutations(of entry: StringsdictEntry) -> [FormatPermutation]? {
        guard let format = entry.formatKey else { return nil }
        return PermutationExpander.expand(format) { name in
            entry.variables[name]?.categories.mapValues { (text: $0.value, line: $0.line, column: 1) }
        }
    }

    /// A translation's entry against the development language's, when both expand and neither has a
    /// conflict of its own (that is reported on its file).
    static func compare(
        key: String, base: StringsdictEntry, translation: StringsdictEntry, baseLocale: String, basePlace: KeyPlace, place: KeyPlace
    ) -> [Diagnostic] {
        guard let want = base.permutations, let got = translation.permutations,
            base.permutationConflict == nil, translation.permutationConflict == nil
        else { return [] }
        var at = place
        at.location.line = translation.formatKeyLine
        return PermutationCheck.compare(key: key, base: want, translation: got, baseLocale: baseLocale, place: at, basePlace: basePlace).map
        { [$0] } ?? []
    }
}
