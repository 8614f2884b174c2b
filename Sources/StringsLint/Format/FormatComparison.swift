/// How a translation's format arguments differ from the base value's.
public enum FormatComparison: Sendable, Hashable {
    case compatible
    /// Only integer/double widths differ (`%ld` vs `%d`): works on 64-bit today, but reads the wrong size.
    case widthDiffers(position: Int, base: FormatArgumentType, translation: FormatArgumentType)
    /// A different number, type or position of arguments: wrong output or a crash.
    case mismatch(String)

    /// Compares the arguments each value reads, position by position. Reordering (`%2$@ %1$@`) is
    /// fine; `%%` is literal; unparseable `%` sequences are left to `invalid-format-specifier`.
    public static func compare(base: FormatString, translation: FormatString) -> FormatComparison {
        // Fast path, no allocation: the same specifiers in the same order read the same arguments.
        if base.specifiers.count == translation.specifiers.count,
           zip(base.specifiers, translation.specifiers).allSatisfy({ $0.explicitPosition == $1.explicitPosition && $0.type == $1.type }) {
            return .compatible
        }
        let expected = base.argumentsByPosition
        let actual = translation.argumentsByPosition
        if expected.keys.sorted() != actual.keys.sorted() {
            return .mismatch("has the format specifiers \(describe(translation)) where the base value has \(describe(base))")
        }
        var width: FormatComparison = .compatible
        for position in expected.keys.sorted() {
            guard let want = expected[position], let got = actual[position] else { continue }
            if want.kind != got.kind {
                return .mismatch("reads \(got) as argument \(position) where the base value reads \(want)")
            }
            if want.length != got.length, case .compatible = width {
                width = .widthDiffers(position: position, base: want, translation: got)
            }
        }
        return width
    }

    private static func describe(_ format: FormatString) -> String {
        format.specifiers.isEmpty ? "(none)" : format.specifiers.map(\.text).joined(separator: " ")
    }
}
