/// What an entry's value is. A `.strings` value should be a string; Apple's parser also accepts the
/// other property-list values, which `NSLocalizedString` cannot use.
public enum StringsValueKind: String, Sendable, Hashable {
    case string
    case dictionary
    case array
    case data
    /// A number, date or boolean: only XML and binary property lists can hold one.
    case scalar
}
