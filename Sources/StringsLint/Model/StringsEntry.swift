import DevToolsCore

/// One `key = value;` entry of a `.strings` table, with where its parts are.
public struct StringsEntry: Sendable, Hashable {
    public var key: String
    /// The decoded string value; `nil` when the value is not a string (a dictionary, array or data).
    public var value: String?
    /// 1-based line and column of the key's first character (its opening quote when quoted).
    public var keyLine: Int
    public var keyColumn: Int
    /// 1-based line and column of the value's first character (its opening quote when quoted).
    public var valueLine: Int
    public var valueColumn: Int
    /// Whether the key was written in quotes (`"key"` or `'key'`), not as a bare word.
    public var keyIsQuoted: Bool
    /// Whether the value was written in quotes; false for bare words and for non-string values.
    public var valueIsQuoted: Bool
    public var valueKind: StringsValueKind

    public init(
        key: String, value: String?, keyLine: Int, keyColumn: Int, valueLine: Int, valueColumn: Int,
        keyIsQuoted: Bool = true, valueIsQuoted: Bool = true, valueKind: StringsValueKind? = nil
    ) {
        self.key = key
        self.value = value
        self.keyLine = keyLine
        self.keyColumn = keyColumn
        self.valueLine = valueLine
        self.valueColumn = valueColumn
        self.keyIsQuoted = keyIsQuoted
        self.valueIsQuoted = value == nil ? false : valueIsQuoted
        self.valueKind = valueKind ?? (value == nil ? .dictionary : .string)
    }

    /// An entry whose positions are filled in later, once the whole file is read.
    init(key: String, value: String?, keyIsQuoted: Bool, valueIsQuoted: Bool = false, valueKind: StringsValueKind = .string) {
        self.init(
            key: key, value: value, keyLine: 0, keyColumn: 0, valueLine: 0, valueColumn: 0,
            keyIsQuoted: keyIsQuoted, valueIsQuoted: valueIsQuoted, valueKind: valueKind
        )
    }

    /// Where the key is, in `file`.
    public func keyLocation(in file: String) -> SourceLocation { SourceLocation(file: file, line: keyLine, column: keyColumn) }

    /// Where the value is, in `file`.
    public func valueLocation(in file: String) -> SourceLocation { SourceLocation(file: file, line: valueLine, column: valueColumn) }
}
