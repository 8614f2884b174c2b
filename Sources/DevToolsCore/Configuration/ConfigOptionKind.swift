/// The type a tool-specific config key must have. Tools declare their keys with it, and the loader
/// checks every value against it, so a typo is an error at its line instead of a silently ignored key.
public indirect enum ConfigOptionKind: Sendable {
    /// A string; when `allowed` is given, one of those values.
    case string(allowed: [String]? = nil)
    /// A version number such as `"0.23"` (quoted or not).
    case version
    case integer
    case boolean
    case stringList
    /// A nested mapping with its own keys.
    case section([String: ConfigOptionKind])

    var typeName: String {
        switch self {
        case .string(let allowed?): "one of " + allowed.joined(separator: ", ")
        case .string: "a string"
        case .version: "a version number such as \"0.23\""
        case .integer: "an integer"
        case .boolean: "true or false"
        case .stringList: "a list of strings"
        case .section: "a mapping"
        }
    }
}
