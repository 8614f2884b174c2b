import DevToolsCore

/// One `key = value;` entry of a `.strings` table, with where its parts are.
public struct StringsEntry: Sendable, Hashable {
    public var key: String {
        get { keyStorage.string ?? "" }
        set {
            keyStorage = .text(newValue)
            keyHash = 0
        }
    }
    /// The key as the reader keeps it: a plain key stays bytes of the file (a large table builds no
    /// `String` per key; the duplicate check hashes the bytes), one with escapes is decoded text.
    var keyStorage: StringsValueStorage
    /// Whether the key is `""`, without decoding it.
    var hasEmptyKey: Bool { keyStorage.isEmptyString }
    /// The decoded string value; `nil` when the value is not a string (a dictionary, array or data).
    public var value: String? {
        get { valueStorage.string }
        set {
            valueStorage = newValue.map { .text($0) } ?? .none
            formatSummary = .unknown
        }
    }
    var valueStorage: StringsValueStorage
    /// Whether the key was written in quotes (`"key"` or `'key'`), not as a bare word.
    public var keyIsQuoted: Bool
    /// Whether the value was written in quotes; false for bare words and for non-string values.
    public var valueIsQuoted: Bool
    public var valueKind: StringsValueKind
    /// Whether the value is the empty string (without decoding it).
    var hasEmptyValue: Bool { valueStorage.isEmptyString }
    /// 1-based line and column of the key's first character (its opening quote when quoted).
    public var keyLine: Int {
        get { Int(position.keyLine) }
        set { position.keyLine = Int32(clamping: newValue) }
    }
    public var keyColumn: Int {
        get { Int(position.keyColumn) }
        set { position.keyColumn = Int32(clamping: newValue) }
    }
    /// 1-based line and column of the value's first character (its opening quote when quoted).
    public var valueLine: Int {
        get { Int(position.valueLine) }
        set { position.valueLine = Int32(clamping: newValue) }
    }
    public var valueColumn: Int {
        get { Int(position.valueColumn) }
        set { position.valueColumn = Int32(clamping: newValue) }
    }
    /// The four numbers in half the room of `Int`s: tables of large files hold hundreds of thousands.
    private var position = EntryPosition()
    /// `KeyHash` of the key's bytes, made by the scanner while they are at hand (0: not made). With
    /// the fields around it, it fits where alignment would leave room anyway.
    var keyHash: UInt32 = 0
    /// The value read as a format string, in brief, when the reader made one (see `FormatSummary`).
    var formatSummary = FormatSummary.unknown

    public init(
        key: String, value: String?, keyLine: Int, keyColumn: Int, valueLine: Int, valueColumn: Int,
        keyIsQuoted: Bool = true, valueIsQuoted: Bool = true, valueKind: StringsValueKind? = nil
    ) {
        self.keyStorage = .text(key)
        self.valueStorage = value.map { .text($0) } ?? .none
        self.keyIsQuoted = keyIsQuoted
        self.valueIsQuoted = value == nil ? false : valueIsQuoted
        self.valueKind = valueKind ?? (value == nil ? .dictionary : .string)
        self.keyLine = keyLine
        self.keyColumn = keyColumn
        self.valueLine = valueLine
        self.valueColumn = valueColumn
    }

    /// An entry whose positions are filled in later, once the whole file is read.
    init(
        keyStorage: StringsValueStorage, valueStorage: StringsValueStorage, keyIsQuoted: Bool, valueIsQuoted: Bool,
        valueKind: StringsValueKind
    ) {
        self.keyStorage = keyStorage
        self.valueStorage = valueStorage
        self.keyIsQuoted = keyIsQuoted
        self.valueIsQuoted = valueIsQuoted
        self.valueKind = valueKind
    }

    public static func == (lhs: StringsEntry, rhs: StringsEntry) -> Bool {
        lhs.key == rhs.key && lhs.value == rhs.value && lhs.keyLine == rhs.keyLine && lhs.keyColumn == rhs.keyColumn
            && lhs.valueLine == rhs.valueLine && lhs.valueColumn == rhs.valueColumn && lhs.keyIsQuoted == rhs.keyIsQuoted
            && lhs.valueIsQuoted == rhs.valueIsQuoted && lhs.valueKind == rhs.valueKind
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(value)
        hasher.combine(keyLine)
        hasher.combine(keyColumn)
    }

    /// Where the key is, in `file`.
    public func keyLocation(in file: String) -> SourceLocation { SourceLocation(file: file, line: keyLine, column: keyColumn) }

    /// Where the value is, in `file`.
    public func valueLocation(in file: String) -> SourceLocation { SourceLocation(file: file, line: valueLine, column: valueColumn) }
}

/// Lines and columns of an entry, stored compactly (a `.strings` file has far fewer than 2³¹ lines).
struct EntryPosition: Sendable, Hashable {
    var keyLine: Int32 = 0
    var keyColumn: Int32 = 0
    var valueLine: Int32 = 0
    var valueColumn: Int32 = 0
}
