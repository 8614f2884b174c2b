import DevToolsCore

/// One `key = value;` entry of a `.strings` table, with where its parts are.
public struct StringsEntry: Sendable, Hashable {
    public var key: String
    /// The decoded string value; `nil` when the value is not a string (a dictionary, array or data).
    public var value: String?
    /// 1-based line and column of the key's first character (its opening quote when quoted).
    public var keyLine: Int
    public var keyColumn: Int
    /// 1-based line and column of the value's first character.
    public var valueLine: Int
    public var valueColumn: Int

    public init(key: String, value: String?, keyLine: Int, keyColumn: Int, valueLine: Int, valueColumn: Int) {
        self.key = key
        self.value = value
        self.keyLine = keyLine
        self.keyColumn = keyColumn
        self.valueLine = valueLine
        self.valueColumn = valueColumn
    }
}
