/// Which argument each `%#@name@` of a format reads: its explicit position (`%2$#@oranges@`), else the
/// next one in order, counted as Foundation counts them, specifiers (`%@`) and variables alike. A
/// translation that names the variables in another order without positions (`%#@oranges@ und
/// %#@apples@` for `%#@apples@ and %#@oranges@`) gives each the other's count: "2 oranges and 3 apples"
/// for 2 apples and 3 oranges, in the plural form of the wrong number.
enum VariableBinding {
    /// Variable name → the argument it reads (1-based), for the references in `format`, as the format
    /// parser reads them (see `FormatString.variablePositions`).
    static func positions(in format: String) -> [String: Int] {
        FormatString(format).variablePositions
    }

    /// The variables `translation` binds to other arguments than `base` does (both name them), by name
    /// with (base's position, translation's); empty when they agree.
    static func swapped(base: [String: Int], translation: [String: Int]) -> [(name: String, base: Int, translation: Int)] {
        base.keys.sorted().compactMap { name in
            guard let want = base[name], let got = translation[name], want != got else { return nil }
            return (name, want, got)
        }
    }

    /// `format` with each unnumbered reference to a variable of `positions` numbered as given
    /// (`%#@oranges@` → `%2$#@oranges@`): the fix to suggest.
    static func numbered(_ format: String, _ positions: [String: Int]) -> String {
        var result = format
        for (name, position) in positions {
            result = result.replacingOccurrences(of: "%#@\(name)@", with: "%\(position)$#@\(name)@")
        }
        return result
    }
}
