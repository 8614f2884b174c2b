/// One `%#@name@` reference of a format, as the parser read it.
struct FormatVariableRead: Sendable, Hashable {
    var name: String
    /// `%2$#@name@` → 2; nil when it takes the next argument in order.
    var explicitPosition: Int?
    /// Where its `%` is, in UTF-8 bytes of the value (as `FormatSpecifier.offset`).
    var offset: Int
    /// The byte after its closing `@`.
    var end: Int
}
