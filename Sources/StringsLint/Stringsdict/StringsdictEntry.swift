import DevToolsCore

/// One key of a `.stringsdict` table as the cross-locale rules see it.
public struct StringsdictEntry: Sendable {
    public var key: String
    public var line: Int
    /// `NSStringLocalizedFormatKey`, when it is a string.
    public var formatKey: String?
    public var formatKeyLine: Int
    public var variables: [String: StringsdictVariable]
    /// Every permutation of the forms (nil when it cannot be expanded), built once when the file is
    /// read: the per-file consistency check and each translation's comparison share it.
    var permutations: [FormatPermutation]?
    /// Where two permutations read one argument as two types, when they do.
    var permutationConflict: Diagnostic?
}

/// A `%#@name@` variable defined as an `NSStringPluralRuleType` dictionary.
public struct StringsdictVariable: Sendable {
    public var name: String
    public var line: Int
    /// Category name → (value, line).
    public var categories: [String: (value: String, line: Int)]
    /// What kind of number selects the form (`NSStringFormatValueTypeKey`).
    public var valueType: PluralValueType = .unknown
}
