/// What a format specifier reads from the argument list, in the terms that decide whether two
/// specifiers are interchangeable: reading a `%@` (an object) where the code passes an integer crashes.
public enum FormatArgumentKind: String, Sendable, Hashable {
    case object, integer, floatingPoint, character, cString, pointer, count
}

/// The argument one specifier consumes: its kind and, for integers and doubles, its width (`l`, `ll`…).
public struct FormatArgumentType: Sendable, Hashable, CustomStringConvertible {
    public var kind: FormatArgumentKind
    /// The normalised length modifier (`""`, `"l"`, `"ll"`, …); `q` counts as `ll`.
    public var length: String

    public init(kind: FormatArgumentKind, length: String) {
        self.kind = kind
        self.length = length
    }

    public var description: String {
        switch kind {
        case .object: "an object (%@)"
        case .integer: "an integer (%\(length)d)"
        case .floatingPoint: "a double (%\(length)f)"
        case .character: "a character (%c)"
        case .cString: "a C string (%s)"
        case .pointer: "a pointer (%p)"
        case .count: "a count pointer (%n)"
        }
    }
}
