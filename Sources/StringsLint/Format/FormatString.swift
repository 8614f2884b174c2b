/// A value read as a format string: its specifiers, the `%#@name@` variables it references, and the
/// problems found in it.
public struct FormatString: Sendable, Hashable {
    public var specifiers: [FormatSpecifier] = []
    /// Names of `%#@name@` plural/substitution variables, in order.
    public var variables: [String] = []
    public var problems: [FormatProblem] = []

    public init(_ value: String) {
        self = FormatStringParser.parse(value)
    }

    init() {}

    /// The argument each position reads (1-based); sequential specifiers count up from 1, so
    /// `%@ %d` and `%1$@ %2$d` give the same map. A variable reference reads one argument too.
    public var argumentsByPosition: [Int: FormatArgumentType] {
        var result: [Int: FormatArgumentType] = [:]
        var next = 1
        for specifier in specifiers {
            let position = specifier.explicitPosition ?? next
            if specifier.explicitPosition == nil { next += 1 }
            if result[position] == nil { result[position] = specifier.type }
        }
        return result
    }
}
