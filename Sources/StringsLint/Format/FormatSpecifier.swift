/// One conversion specification of a printf/NSString format, such as `%@`, `%1$@`, `%-5.2lf`.
public struct FormatSpecifier: Sendable, Hashable {
    /// The text as written, from `%` to the conversion character.
    public var text: String
    /// The explicit argument position (`%2$@` → 2), or nil for a sequential specifier.
    public var explicitPosition: Int?
    public var type: FormatArgumentType
    /// Offset of the `%` in the value, in UTF-8 bytes.
    public var offset: Int
    /// A space among its flags (`% d`, `%1 @`): CoreFoundation reads it, but a value whose only
    /// specifiers have one is prose (`100% sure`, `50% off`), not a format string.
    public var hasSpaceFlag = false

    public init(text: String, explicitPosition: Int?, type: FormatArgumentType, offset: Int) {
        self.text = text
        self.explicitPosition = explicitPosition
        self.type = type
        self.offset = offset
    }
}
