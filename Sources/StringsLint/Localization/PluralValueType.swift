/// What kind of number a plural is chosen by, from its format specifier (`.stringsdict`'s
/// `NSStringFormatValueTypeKey`, a String Catalog substitution's `formatSpecifier`, or the specifier in
/// the value): the categories it can select depend on it (see `PluralCategories`).
public enum PluralValueType: Sendable, Equatable {
    /// `d`, `i`, `u`, `o`, `x`, `c` with any length modifier (`ld`, `lu`, `lld`, `zu`, `qd`).
    case integer
    /// `f`, `e`, `g`, `a` (`.1f`, `lf`): fractions select every category.
    case floating
    /// No specifier, or one that is no number (`@`): judged as if any number could arrive.
    case unknown

    /// The type of the specifier `text` (`"ld"`, `"%lld"`, `".1f"`), from its conversion character.
    public init(specifier text: String) {
        guard let conversion = text.unicodeScalars.last else {
            self = .unknown
            return
        }
        switch conversion {
        case "d", "D", "i", "u", "U", "o", "O", "x", "X", "c", "C": self = .integer
        case "f", "F", "e", "E", "g", "G", "a", "A": self = .floating
        default: self = .unknown
        }
    }
}
