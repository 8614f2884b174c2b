import ComponentLint
import SourceFacts

/// Facts written out field by field, with sets and dictionaries sorted: two extractions of one file
/// compare equal as text exactly when they found the same facts.
enum FactsText {
    static func of(_ value: Any) -> String {
        // A method's fields and sites live in a managed buffer, which reflection cannot walk.
        if let method = value as? MethodFacts {
            let fields: [(String, Any)] = [
                ("className", method.className), ("selector", method.selector), ("isClassMethod", method.isClassMethod),
                ("isSwift", method.isSwift), ("isOverride", method.isOverride), ("returnsObject", method.returnsObject),
                ("file", method.file), ("line", method.line),
                ("column", method.column), ("sites", method.body.withSites { Array($0) }),
                ("sitePaths", method.body.sitePaths.map { "\($0.order): \(of($0.path))" }), ("usesState", method.body.usesState),
            ]
            return "{" + fields.map { "\($0.0)=\(of($0.1))" }.joined(separator: " ") + "}"
        }
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
