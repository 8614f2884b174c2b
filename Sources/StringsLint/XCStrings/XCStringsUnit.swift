/// The translatable text of one language of a catalog entry: a plain value, or plural forms.
struct XCStringsUnit {
    /// The `stringUnit` value, when the localization has one.
    var value: String?
    /// Plural category → value, from `variations.plural`.
    var plural: [String: String] = [:]
    /// The `state` of every stringUnit of the localization, variations included.
    var states: Set<String> = []

    /// Every `state` found under `node` (its stringUnit and those of nested variations).
    static func states(in node: Any) -> Set<String> {
        guard let object = node as? [String: Any] else { return [] }
        var result: Set<String> = []
        if let state = (object["stringUnit"] as? [String: Any])?["state"] as? String { result.insert(state) }
        for (name, child) in object where name != "stringUnit" { result.formUnion(states(in: child)) }
        return result
    }

    /// What format-mismatch compares: the plain value, else the `other` plural form.
    var comparable: String? { value ?? plural["other"] }

    /// Every value written for the language, for substitution checks.
    var allValues: [String] { (value.map { [$0] } ?? []) + plural.values.sorted() }
}
