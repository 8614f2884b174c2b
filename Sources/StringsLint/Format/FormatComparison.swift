/// How a translation's format arguments differ from the base value's, by consequence.
public enum FormatComparison: Sendable, Hashable {
    case compatible
    /// Only integer/double widths differ (`%ld` vs `%d`): works on 64-bit today, but reads the wrong size.
    case widthDiffers(position: Int, base: FormatArgumentType, translation: FormatArgumentType)
    /// The translation reads fewer arguments than the base provides (a dropped `%@`): safe at run time,
    /// but its users lose what the argument says.
    case dropsArguments(String)
    /// Another type at a position, or more arguments than the base provides: garbage or a crash.
    case mismatch(String)

    /// Compares the arguments each value reads, position by position. Reordering (`%2$@ %1$@`) is
    /// fine; `%%` is literal; unparseable `%` sequences are left to `invalid-format-specifier`.
    /// A space-flagged specifier of the base other than `% @` (`Keep %@ 20% off` reads `% o`) is taken for
    /// the percent sign its writer meant, not an argument the code passes: a translation that writes
    /// `20 %%` is right. A translation's own are read as CoreFoundation reads them (`%1$d% af` reads `% a`).
    /// `describing`: false leaves the outcome's words empty, for a caller that asks only which outcome it
    /// is (a finding that writes its words later).
    public static func compare(base: FormatString, translation: FormatString, describing: Bool = true) -> FormatComparison {
        let base = base.intended
        // Fast path, no allocation: the same specifiers in the same order read the same arguments.
        if base.specifiers.count == translation.specifiers.count,
            zip(base.specifiers, translation.specifiers).allSatisfy({ $0.explicitPosition == $1.explicitPosition && $0.type == $1.type })
        {
            return .compatible
        }
        let bothSides = { "\(describe(translation)) where the base value has \(describe(base))" }
        // Unnumbered on both sides (most values): argument n is the n-th specifier, so the specifiers are
        // compared in order, without a map of each side's positions (a run of a million mismatches
        // compares each twice: once to find it, once to write its words).
        if !base.specifiers.contains(where: { $0.explicitPosition != nil }),
            !translation.specifiers.contains(where: { $0.explicitPosition != nil })
        {
            let expected = base.specifiers, actual = translation.specifiers
            return compare(
                actual: actual.indices.lazy.map { (position: $0 + 1, type: actual[$0].type) },
                expected: { $0 <= expected.count ? expected[$0 - 1].type : nil },
                dropped: { actual.count < expected.count ? (actual.count + 1...expected.count).map { ($0, expected[$0 - 1].type) } : [] },
                describe: bothSides, describing: describing)
        }
        return compare(
            expected: base.argumentsByPosition, actual: translation.argumentsByPosition, describe: bothSides, describing: describing)
    }

    /// The same over argument maps (position → type), as `.stringsdict` permutations give them.
    static func compare(
        expected: [Int: FormatArgumentType], actual: [Int: FormatArgumentType], describe: () -> String, describing: Bool = true
    ) -> FormatComparison {
        compare(
            actual: actual.keys.sorted().lazy.map { (position: $0, type: actual[$0]!) },
            expected: { expected[$0] },
            dropped: { expected.keys.filter { actual[$0] == nil }.sorted().map { ($0, expected[$0]!) } },
            describe: describe, describing: describing)
    }

    /// The comparison itself: `actual` the translation's reads by position (ascending), `expected` the
    /// base's type at a position, `dropped` the base's positions the translation does not read
    /// (ascending).
    private static func compare(
        actual: some Sequence<(position: Int, type: FormatArgumentType)>, expected: (Int) -> FormatArgumentType?,
        dropped: () -> [(Int, FormatArgumentType)], describe: () -> String, describing: Bool
    ) -> FormatComparison {
        var width: FormatComparison = .compatible
        for (position, got) in actual {
            guard let want = expected(position) else {
                guard describing else { return .mismatch("") }
                return .mismatch("reads argument \(position) as \(got), which the base value does not provide (it has \(describe()))")
            }
            if want.kind != got.kind {
                guard describing else { return .mismatch("") }
                return .mismatch("reads \(got) as argument \(position) where the base value reads \(want)")
            }
            if want.length != got.length, case .compatible = width {
                width = .widthDiffers(position: position, base: want, translation: got)
            }
        }
        let dropped = dropped()
        if !dropped.isEmpty {
            guard describing else { return .dropsArguments("") }
            let list = dropped.map { "\($0.0) (\($0.1))" }.joined(separator: ", ")
            return .dropsArguments("never shows argument\(dropped.count == 1 ? "" : "s") \(list): it has \(describe())")
        }
        return width
    }

    private static func describe(_ format: FormatString) -> String {
        format.specifiers.isEmpty ? "(none)" : format.specifiers.map(\.text).joined(separator: " ")
    }
}
