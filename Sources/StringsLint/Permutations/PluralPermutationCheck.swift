import DevToolsCore

/// The permutation checks for `.stringsdict` entries.
enum PluralPermutationCheck {
    /// Every permutation of an entry, or nil when it cannot be expanded.
    static func permutations(of entry: StringsdictEntry) -> [FormatPermutation]? {
        guard let format = entry.formatKey else { return nil }
        return PermutationExpander.expand(format) { name in
            entry.variables[name]?.categories.mapValues { (text: $0.value, line: $0.line) }
        }
    }

    /// Within one file: every permutation reads each argument as one type.
    static func consistency(of entry: StringsdictEntry, file: String) -> Diagnostic? {
        guard let permutations = permutations(of: entry) else { return nil }
        return PermutationCheck.consistency(of: permutations, key: entry.key, file: file, line: entry.formatKeyLine)
    }

    /// A translation's entry against the development language's.
    static func compare(key: String, base: StringsdictEntry, translation: StringsdictEntry, baseLocale: String, basePlace: KeyPlace, place: KeyPlace) -> [Diagnostic] {
        guard let want = permutations(of: base), let got = permutations(of: translation),
              PermutationCheck.consistency(of: want, key: key, file: "", line: 1) == nil,
              PermutationCheck.consistency(of: got, key: key, file: "", line: 1) == nil
        else { return [] }
        var at = place
        at.location.line = translation.formatKeyLine
        return PermutationCheck.compare(key: key, base: want, translation: got, baseLocale: baseLocale, place: at, basePlace: basePlace).map { [$0] } ?? []
    }
}
