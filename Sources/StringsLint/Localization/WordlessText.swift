/// Text with nothing to translate: no letter once its format specifiers (`%@`, `%1$lld`, `%#@count@`)
/// are taken out, such as `""`, `"%@"`, `"%1$@ – %2$@"` or `"#%d"`. Every language shows it the same,
/// so a translation it lacks is not missing (Xcode's String Catalogs extract such keys from SwiftUI's
/// `Text("\(name)")` and list them as untranslated; IceCubesApp's catalog has `""` and `"%@"`).
enum WordlessText {
    static func isWordless(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "%" {
                skipSpecifier(&scalars)
            } else if scalar.properties.isAlphabetic {
                return false
            }
        }
        return true
    }

    /// Skips what follows a `%` up to its conversion: a variable `#@name@`, or flags, width, precision
    /// and length up to the first letter (or `@`, `%`).
    private static func skipSpecifier(_ scalars: inout String.UnicodeScalarView.Iterator) {
        var inVariable = false
        while let scalar = scalars.next() {
            if inVariable {
                if scalar == "@" { return }
                continue
            }
            if scalar == "@" || scalar == "%" { return }
            if scalar == "#" {
                // `%#@name@`: a plural variable; `%#x`: the alternate-form flag.
                if let next = scalars.next() {
                    if next == "@" { inVariable = true; continue }
                    if next.properties.isAlphabetic && next.isASCII { return }
                }
                continue
            }
            if scalar.isASCII && scalar.properties.isAlphabetic {
                // Length modifiers (h, l, q, z, t, j, L) come before the conversion letter.
                if "hlqztjL".unicodeScalars.contains(scalar) { continue }
                return
            }
            if !(scalar == "$" || scalar == "." || scalar == "-" || scalar == "+" || scalar == " " || scalar == "'" || scalar == "*"
                || ("0"..."9").contains(scalar))
            {
                return  // not a specifier after all: what follows is text again
            }
        }
    }
}
