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

    /// A translation's entry against the development language's, when both expand and the translation
    /// has no conflict of its own (that is reported on its file). A development entry with a conflict is
    /// taken by its `other` forms, what the code passes (see `PermutationCheck.otherForms`).
    static func compare(
        key: String, base: StringsdictEntry, translation: StringsdictEntry, baseLocale: String, basePlace: KeyPlace, place: KeyPlace
    ) -> [Diagnostic] {
        guard var want = base.permutations, let got = translation.permutations, translation.permutationConflict == nil else { return [] }
        if base.permutationConflict != nil { want = PermutationCheck.otherForms(of: want) }
        guard !want.isEmpty else { return [] }
        var at = place
        at.location.line = translation.formatKeyLine
        if let finding = PermutationCheck.compare(
            key: key, base: want, translation: got, baseLocale: baseLocale, place: at, basePlace: basePlace)
        {
            return [finding]
        }
        guard let baseFormat = base.formatKey, let translationFormat = translation.formatKey else { return [] }
        let positions = VariableBinding.positions(in: baseFormat)
        return swappedVariables(
            key: key, base: positions, translation: VariableBinding.positions(in: translationFormat), baseLocale: baseLocale, place: at,
            fix: "number them as \(baseLocale) reads them: '\(VariableBinding.numbered(translationFormat, positions))'"
        ).map { [$0] } ?? []
    }

    /// Variables bound to other arguments than in the development language (named in another order
    /// without positions, or a catalog substitution's `argNum` changed): the types agree, so no
    /// permutation differs, but each reads the other's count. A warning (a wrong number, no crash).
    static func swappedVariables(
        key: String, base: [String: Int], translation: [String: Int], baseLocale: String, place: KeyPlace, fix: String
    ) -> Diagnostic? {
        let swapped = VariableBinding.swapped(base: base, translation: translation)
        guard let first = swapped.first else { return nil }
        let owner = base.first { $0.value == first.translation }?.key
        let theirs = owner.map { "the code passes for %#@\($0)@" } ?? "the code passes for something else"
        return FormatMismatchRule.diagnostic(
            "'\(key)' binds its plural variables to other arguments than \(baseLocale) does: %#@\(first.name)@ reads argument \(first.translation), which \(theirs), so users read that count in the plural of the wrong noun; \(fix)",
            file: place.location.file, line: place.location.line, column: place.location.column, severity: .warning
        )
    }
}
