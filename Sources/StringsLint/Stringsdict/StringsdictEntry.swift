/// One key of a `.stringsdict` table as the cross-locale rules see it.
public struct StringsdictEntry: Sendable {
    public var key: String
    public var line: Int
    /// `NSStringLocalizedFormatKey`, when it is a string.
    public var formatKey: String?
    public var formatKeyLine: Int
    public var variables: [String: StringsdictVariable]
}

/// A `%#@name@` variable defined as an `NSStringPluralRuleType` dictionary.
public struct StringsdictVariable: Sendable {
    public var name: String
    public var line: Int
    /// Category name → (value, line).
    public var categories: [String: (value: String, line: Int)]
}
