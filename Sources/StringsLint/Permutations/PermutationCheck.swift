import DevToolsCore

/// Format safety across the permutations of a plural, device or substitution entry (locheck's
/// checks): within one language every permutation must read each argument as one type, and a
/// translation's permutations must read the types the development language's read.
enum PermutationCheck {
    /// Within one language: every permutation must read each argument as one type. A form that leaves
    /// its number out (`one apple` in `%#@apples@ for %@`) reads nothing and shifts nothing (Foundation
    /// formats it by itself, see `PermutationExpander`); a form that reads another argument as another
    /// type than the format does (`other` = `%d apples from %d trees`, where the format's `%@` reads
    /// argument 2) prints garbage or crashes when that form is chosen.
    static func consistency(of permutations: [FormatPermutation], key: String, file: String, line: Int) -> Diagnostic? {
        consistency(of: permutations, key: key, at: SourceLocation(file: file, line: line, column: 1))
    }

    /// The same, pointing at the innermost form chosen, else at `location`.
    static func consistency(of permutations: [FormatPermutation], key: String, at location: SourceLocation) -> Diagnostic? {
        var seen: [Int: (type: FormatArgumentType, permutation: FormatPermutation)] = [:]
        for permutation in permutations {
            for (position, type) in permutation.reads.sorted(by: { $0.position < $1.position }) {
                guard let earlier = seen[position] else {
                    seen[position] = (type, permutation)
                    continue
                }
                guard earlier.type.kind != type.kind else { continue }
                let place = permutation.location(default: location)
                let reads =
                    earlier.permutation.choices == permutation.choices && earlier.permutation.text == permutation.text
                    ? "is read both as \(earlier.type) and as \(type)"
                    : "is read as \(type), but with \(earlier.permutation.label) as \(earlier.type)"
                return FormatMismatchRule.diagnostic(
                    "'\(key)': with \(permutation.label), argument \(position) \(reads); the caller passes one value for it, so one of them prints garbage or crashes: read each argument as one type in every form, numbering them if it helps (%1$d, %2$@)",
                    file: place.file, line: place.line, column: place.column
                )
            }
        }
        return nil
    }

    /// The permutations in which every variable takes its `other` form: what the code passes, when a
    /// development entry reads its arguments differently in some form (`%#@apples@ for %@` whose `one`
    /// drops `%d`). Its translations are judged against these, so a translation's own crash is still found.
    static func otherForms(of permutations: [FormatPermutation]) -> [FormatPermutation] {
        permutations.filter { permutation in permutation.choices.allSatisfy { $0.category == "other" } }
    }

    /// The arguments a language's permutations read, merged (the first type seen at each position).
    static func merged(_ permutations: [FormatPermutation], intended: Bool = false) -> [Int: FormatArgumentType] {
        var result: [Int: FormatArgumentType] = [:]
        for permutation in permutations {
            for (position, type) in intended ? permutation.intendedReads : permutation.reads where result[position] == nil {
                result[position] = type
            }
        }
        return result
    }

    /// A translation against the development language: the same types at the same positions.
    static func compare(
        key: String, base: [FormatPermutation], translation: [FormatPermutation], baseLocale: String,
        place: KeyPlace, basePlace: KeyPlace
    ) -> Diagnostic? {
        let expected = merged(base, intended: true)
        let actual = merged(translation)
        guard !expected.isEmpty || !actual.isEmpty else { return nil }
        let describe = { "\(render(actual)) where the \(baseLocale) forms read \(render(expected))" }
        let comparison = FormatComparison.compare(expected: expected, actual: actual, describe: describe)
        let sample = base.first?.text ?? ""
        let note = RelatedNote(
            message: "the \(baseLocale) entry reads \(render(expected)), e.g. \"\(sample)\"", location: basePlace.location)
        return FormatMismatchRule.diagnostic(
            comparison, key: key, baseLocale: baseLocale, place: place, note: note, translations: translation.map(\.text))
    }

    private static func render(_ arguments: [Int: FormatArgumentType]) -> String {
        arguments.isEmpty ? "no arguments" : arguments.keys.sorted().map { "\($0): \(arguments[$0]!)" }.joined(separator: ", ")
    }
}
