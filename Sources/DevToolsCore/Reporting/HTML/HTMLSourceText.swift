/// A source line's text for the page: escaped, with each format specifier (`%1$@`, `%2$ld`, `%.2f`,
/// `%#@count@`) in a `<span class="spec">` that the style sheet never breaks, so a long line wrapped on
/// a phone never splits `%1$@` into `%1` and `$@`, which would read as two different things.
enum HTMLSourceText {
    static func render(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var html = ""
        var plain = ""
        var index = 0
        while index < scalars.count {
            if scalars[index] == "%", let end = specifierEnd(scalars, from: index) {
                html += HTMLEscaping.escape(plain)
                plain = ""
                let specifier = String(String.UnicodeScalarView(scalars[index..<end]))
                html += "<span class=\"spec\">\(HTMLEscaping.escape(specifier))</span>"
                index = end
            } else {
                plain.unicodeScalars.append(scalars[index])
                index += 1
            }
        }
        return html + HTMLEscaping.escape(plain)
    }

    /// The index just after the specifier that starts with the `%` at `start`, or nil when none does:
    /// `%` [position `n$`] [flags] [width] [`.`precision] [length] conversion, or `%#@name@`.
    static func specifierEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start + 1
        func take(while accepts: (Unicode.Scalar) -> Bool) {
            while index < scalars.count, accepts(scalars[index]) { index += 1 }
        }
        let isDigit = { (scalar: Unicode.Scalar) in ("0"..."9").contains(scalar) }
        if index + 1 < scalars.count, scalars[index] == "#", scalars[index + 1] == "@" {
            index += 2
            take { $0 != "@" && $0.properties.isAlphabetic || isDigit($0) || $0 == "_" }
            return index < scalars.count && scalars[index] == "@" && index > start + 3 ? index + 1 : nil
        }
        let digitsStart = index
        take(while: isDigit)
        if index == digitsStart || index >= scalars.count || scalars[index] != "$" { index = digitsStart } else { index += 1 }
        take { "-+ #0'".unicodeScalars.contains($0) }
        take { isDigit($0) || $0 == "*" }
        if index < scalars.count, scalars[index] == "." {
            index += 1
            take { isDigit($0) || $0 == "*" }
        }
        for length in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] {
            let units = Array(length.unicodeScalars)
            if index + units.count <= scalars.count, Array(scalars[index..<index + units.count]) == units {
                index += units.count
                break
            }
        }
        guard index < scalars.count, "@dDiuUxXoOfFeEgGaAcCsSp%".unicodeScalars.contains(scalars[index]) else { return nil }
        return index + 1
    }
}
