/// Facts written out field by field, with sets and dictionaries sorted: two extractions of one file
/// compare equal as text exactly when they found the same facts.
enum FactsText {
    static func of(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .set:
            return "[" + mirror.children.map { of($0.value) }.sorted().joined(separator: ", ") + "]"
        case .dictionary:
            return "["
                + mirror.children.map { pair in
                    Mirror(reflecting: pair.value).children.map { of($0.value) }.joined(separator: ": ")
                }.sorted().joined(separator: ", ") + "]"
        case .collection:
            return "[" + mirror.children.map { of($0.value) }.joined(separator: ", ") + "]"
        case .struct, .class, .tuple:
            return "{" + mirror.children.map { "\($0.label ?? "_")=\(of($0.value))" }.joined(separator: " ") + "}"
        case .optional:
            return mirror.children.first.map { of($0.value) } ?? "nil"
        default:
            return "\(value)"
        }
    }
}
