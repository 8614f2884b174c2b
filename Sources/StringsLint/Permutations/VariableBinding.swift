/// Which argument each `%#@name@` of a format reads: its explicit position (`%2$#@oranges@`), else the
/// next one in order, counted as Foundation counts them, specifiers (`%@`) and variables alike. A
/// translation that names the variables in another order without positions (`%#@oranges@ und
/// %#@apples@` for `%#@apples@ and %#@oranges@`) gives each the other's count: "2 oranges and 3 apples"
/// for 2 apples and 3 oranges, in the plural form of the wrong number.
enum VariableBinding {
    /// Variable name → the argument it reads (1-based), for the references in `format`; a name used
    /// twice keeps its first.
    static func positions(in format: String) -> [String: Int] {
        let scalars = Array(format.unicodeScalars)
        var result: [String: Int] = [:]
        var next = 1
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            var cursor = index + 1
            if cursor < scalars.count, scalars[cursor] == "%" {
                index = cursor + 1
                continue
            }
            var digits = 0
            var explicit: Int?
            while cursor < scalars.count, let digit = scalars[cursor].properties.numericType == nil ? nil : Int(String(scalars[cursor])) {
                digits = digits * 10 + digit
                cursor += 1
            }
            if cursor < scalars.count, scalars[cursor] == "$", digits > 0 {
                explicit = digits
                cursor += 1
            }
            while cursor < scalars.count, scalars[cursor].properties.numericType != nil { cursor += 1 }  // a width: `%1#@count@`
            if cursor + 1 < scalars.count, scalars[cursor] == "#", scalars[cursor + 1] == "@",
                let close = scalars[(cursor + 2)...].firstIndex(of: "@")
            {
                let name = String(String.UnicodeScalarView(scalars[(cursor + 2)..<close]))
                if result[name] == nil { result[name] = explicit ?? next }
                if explicit == nil { next += 1 }
                index = close + 1
                continue
            }
            // A specifier: up to its conversion.
            while cursor < scalars.count, !"@dDiuUxXoOfFeEgGaAcCsSpn".unicodeScalars.contains(scalars[cursor]),
                "-+#0' .*$123456789hlqzjtL".unicodeScalars.contains(scalars[cursor])
            {
                cursor += 1
            }
            if cursor < scalars.count, "@dDiuUxXoOfFeEgGaAcCsSpn".unicodeScalars.contains(scalars[cursor]), explicit == nil { next += 1 }
            index = cursor + 1
        }
        return result
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
