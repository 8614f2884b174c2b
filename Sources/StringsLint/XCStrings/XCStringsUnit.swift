/// The translatable text of one language of a catalog entry: a plain value, or plural forms.
struct XCStringsUnit {
    /// The `stringUnit` value, when the localization has one.
    var value: String?
    /// Plural category → value, from `variations.plural`.
    var plural: [String: String] = [:]

    /// What format-mismatch compares: the plain value, else the `other` plural form.
    var comparable: String? { value ?? plural["other"] }

    /// Every value written for the language, for substitution checks.
    var allValues: [String] { (value.map { [$0] } ?? []) + plural.values.sorted() }
}
