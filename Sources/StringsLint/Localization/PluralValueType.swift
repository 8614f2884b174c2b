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

    /// The type of the specifier `text` (`"ld"`, `"%lld"`, `".1f"`), as the format parser reads its
    /// conversion.
    public init(specifier text: String) {
        switch FormatString(text.hasPrefix("%") ? text : "%" + text).specifiers.first?.type.kind {
        case .integer?, .character?: self = .integer
        case .floatingPoint?: self = .floating
        default: self = .unknown
        }
    }
}
