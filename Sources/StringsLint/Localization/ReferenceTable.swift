import DevToolsCore

/// The development-language version of one table, from its `.strings` and `.stringsdict` files together
/// (Foundation looks a key up in both), with where each key is defined. It is the one table the
/// cross-locale pass keeps whole: each translation is compared with it entry by entry as it is read.
///
/// It is stored compactly: values stay ranges into the file and are decoded (and parsed) only for a
/// finding, and what a comparison asks of every key is in `facts`, plain values that the threads
/// comparing translations read at once without touching shared reference counts.
struct ReferenceTable: Sendable {
    /// Where a key is defined, and its value as the reader keeps it.
    struct Definition: Sendable {
        var keyLine: Int32
        var keyColumn: Int32
        var valueLine: Int32
        var valueColumn: Int32
        /// The `.strings` value (`.none` for a plural key or a value that is not a string).
        var value: StringsValueStorage
        /// Index into `plurals` of the `.stringsdict` entry, or -1 for a `.strings` key.
        var plural: Int32
    }

    /// What each translation's comparison asks of a key, in a few bytes.
    struct Facts: Sendable {
        var summary: FormatSummary
        var isPlural: Bool
        /// The development language has a string value for the key.
        var hasStringValue: Bool
        /// The key is `""` (a placeholder some apps keep: never missing).
        var isEmptyKey: Bool
        /// A translation's specifiers are compared (`FormatMismatchRule.compares`).
        var comparesFormats: Bool
        /// The development value is a format string (reads arguments, or writes `%%`), by which
        /// translations' `%` problems are judged.
        var readsArguments: Bool
        /// An empty translation is on purpose (`EmptyValueRule.emptyIsOnPurpose`).
        var emptyIsOnPurpose: Bool
    }

    /// An entry whose value has a `%` problem, judged once the development language says whether it is
    /// a format string.
    struct ValueToJudge {
        let key: String
        let format: FormatString
        let place: KeyPlace
    }

    /// Every key, sorted (a stable order for deterministic output); `definitions` and `facts` by the same index.
    private(set) var keys: [String] = []
    private(set) var definitions: [Definition] = []
    private(set) var facts: [Facts] = []
    /// Key → index into `keys`.
    private(set) var index: [String: Int] = [:]
    /// The `.stringsdict` entries that define keys.
    private(set) var plurals: [StringsdictEntry] = []
    /// Entries whose value has a `%` problem, in file order (duplicates included).
    private(set) var formatProblems: [ValueToJudge] = []
    private var stringsPath = ""
    /// Whether Apple reads the whole `.strings` table (`StringsTable.loadsWhole`): when not, which of
    /// its keys the app has is unknown, and translations are not told they lack or add any.
    private(set) var stringsKeysAreKnown = true
    private var stringsdictPath = ""
    /// How the code uses the table's keys, when `strings.sources` tells.
    private let formatUse: FormatUse.Table?

    /// `keepsKeys`: whether translations will be compared with it; without any, only the values with a
    /// `%` problem are needed (a large table in one language builds no index of its keys).
    init(
        strings: (file: LocalizedFile, table: StringsTable)?, stringsdict: (file: LocalizedFile, document: StringsdictDocument)?,
        keepsKeys: Bool, formatUse: FormatUse.Table? = nil
    ) {
        self.formatUse = formatUse
        var byKey: [String: Int] = [:]
        var unsorted: [Definition] = []
        var summaries: [FormatSummary] = []
        if keepsKeys, let stringsdict {
            stringsdictPath = stringsdict.file.file.displayPath
            plurals = stringsdict.document.entries
            for (position, entry) in plurals.enumerated() {
                let line = Int32(clamping: entry.line)
                let definition = Definition(
                    keyLine: line, keyColumn: 1, valueLine: line, valueColumn: 1, value: .none, plural: Int32(position))
                if let known = byKey[entry.key] {
                    unsorted[known] = definition
                } else {
                    byKey[entry.key] = unsorted.count
                    unsorted.append(definition)
                    summaries.append(.unknown)
                }
            }
        }
        if let strings {
            stringsPath = strings.file.file.displayPath
            stringsKeysAreKnown = strings.table.loadsWhole
            let entries = strings.table.entries
            for index in entries.indices {
                // Only values with a `%` problem are judged here, and the reader's summary says which have
                // none: asked in place, without a copy of each entry (two reference counts each way).
                let known = entries[index].formatSummary
                if entries[index].valueStorage.isString, !known.isKnown || known.hasProblems, let value = entries[index].value {
                    let format = FormatString(value)
                    if !format.problems.isEmpty {
                        let place = KeyPlace(location: entries[index].valueLocation(in: stringsPath))
                        formatProblems.append(ValueToJudge(key: entries[index].key, format: format, place: place))
                    }
                }
                guard keepsKeys else { continue }
                let entry = entries[index]
                let definition = Definition(
                    keyLine: Int32(clamping: entry.keyLine), keyColumn: Int32(clamping: entry.keyColumn),
                    valueLine: Int32(clamping: entry.valueLine), valueColumn: Int32(clamping: entry.valueColumn),
                    value: entry.valueStorage, plural: -1
                )
                let summary =
                    entry.formatSummary.isKnown || !entry.valueStorage.isString
                    ? entry.formatSummary : entry.value.map { FormatSummary(FormatString($0)) } ?? .unknown
                if let known = byKey[entry.key] {
                    guard unsorted[known].plural < 0 else { continue }  // a .stringsdict key wins
                    unsorted[known] = definition
                    summaries[known] = summary
                } else {
                    byKey[entry.key] = unsorted.count
                    unsorted.append(definition)
                    summaries.append(summary)
                }
            }
        }
        keys = byKey.keys.sorted()
        index.reserveCapacity(keys.count)
        definitions.reserveCapacity(keys.count)
        facts.reserveCapacity(keys.count)
        for (position, key) in keys.enumerated() {
            let was = byKey[key]!
            index[key] = position
            definitions.append(unsorted[was])
            facts.append(makeFacts(key: key, definition: unsorted[was], summary: summaries[was]))
        }
    }

    private func makeFacts(key: String, definition: Definition, summary: FormatSummary) -> Facts {
        let isPlural = definition.plural >= 0
        let hasStringValue = definition.value.isString
        var readsArguments = false
        var namesVariables = false
        if hasStringValue {
            if summary.isKnown {
                (readsArguments, namesVariables) = (summary.readsArguments || summary.hasEscapedPercent, summary.hasVariables)
            } else if let format = definition.value.string.map(FormatString.init) {
                (readsArguments, namesVariables) = (format.isFormatString, !format.variables.isEmpty)
            }
        }
        return Facts(
            summary: summary, isPlural: isPlural, hasStringValue: hasStringValue, isEmptyKey: key.isEmpty,
            comparesFormats: FormatMismatchRule.compares(
                key: key, readsArguments: readsArguments, namesVariables: namesVariables, use: formatUse?.use(of: key)),
            readsArguments: readsArguments,
            emptyIsOnPurpose: EmptyValueRule.emptyIsOnPurpose(isPlural: isPlural, developmentValue: definition.value)
        )
    }

    // What a finding needs of the key at an index, rebuilt on demand.

    /// How the code uses `key` as a format, when it tells (see `FormatUse`).
    func formatUse(of key: String) -> Bool? { formatUse?.use(of: key) }

    /// The `.strings` value (nil for a plural key or a value that is not a string).
    func value(at index: Int) -> String? { definitions[index].value.string }

    /// The value as a format string; nil when it is not a string.
    func format(at index: Int) -> FormatString? { value(at: index).map(FormatString.init) }

    func plural(at index: Int) -> StringsdictEntry? {
        let position = definitions[index].plural
        return position < 0 ? nil : plurals[Int(position)]
    }

    func place(at index: Int) -> KeyPlace {
        let definition = definitions[index]
        let file = definition.plural < 0 ? stringsPath : stringsdictPath
        return KeyPlace(location: SourceLocation(file: file, line: Int(definition.keyLine), column: Int(definition.keyColumn)))
    }

    func valuePlace(at index: Int) -> KeyPlace {
        let definition = definitions[index]
        let file = definition.plural < 0 ? stringsPath : stringsdictPath
        return KeyPlace(location: SourceLocation(file: file, line: Int(definition.valueLine), column: Int(definition.valueColumn)))
    }
}
