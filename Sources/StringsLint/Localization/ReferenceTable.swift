import DevToolsCore

/// The development-language version of one table, from its `.strings` and `.stringsdict` files together
/// (Foundation looks a key up in both), with where each key is defined. It is the one table the
/// cross-locale pass keeps whole: each translation is compared with it entry by entry as it is read.
struct ReferenceTable: Sendable {
    /// A class, so the comparison passes one reference around instead of copying its fields.
    final class Key: Sendable {
        let place: KeyPlace
        /// Where the value starts, for findings about the value.
        let valuePlace: KeyPlace
        /// The `.strings` value, when the key comes from there.
        let value: String?
        /// `value` read as a format string, parsed once per key.
        let format: FormatString?
        /// `format` in brief: a translation whose summary has the same specifiers reads the same arguments.
        let summary: FormatSummary
        let plural: StringsdictEntry?

        init(place: KeyPlace, valuePlace: KeyPlace, value: String?, format: FormatString?, summary: FormatSummary, plural: StringsdictEntry?) {
            self.place = place
            self.valuePlace = valuePlace
            self.value = value
            self.format = format
            self.summary = summary
            self.plural = plural
        }
    }

    /// An entry whose value has a `%` problem, judged once the development language says whether it is
    /// a format string.
    struct ValueToJudge {
        let key: String
        let format: FormatString
        let place: KeyPlace
    }

    /// Every key, sorted (a stable order for deterministic output), and its definition at the same index.
    private(set) var keys: [String] = []
    private(set) var definitions: [Key] = []
    /// Key → index into `keys`.
    private(set) var index: [String: Int] = [:]
    /// Entries whose value has a `%` problem, in file order (duplicates included).
    private(set) var formatProblems: [ValueToJudge] = []

    /// `keepsKeys`: whether translations will be compared with it; without any, only the values with a
    /// `%` problem are needed (a large table in one language builds no index of its keys).
    init(strings: (file: LocalizedFile, table: StringsTable)?, stringsdict: (file: LocalizedFile, document: StringsdictDocument)?, keepsKeys: Bool) {
        var byKey: [String: Key] = [:]
        if keepsKeys, let stringsdict {
            let path = stringsdict.file.file.displayPath
            for entry in stringsdict.document.entries {
                let place = KeyPlace(location: SourceLocation(file: path, line: entry.line, column: 1))
                byKey[entry.key] = Key(place: place, valuePlace: place, value: nil, format: nil, summary: .unknown, plural: entry)
            }
        }
        if let strings {
            let path = strings.file.file.displayPath
            for entry in strings.table.entries {
                // Without keys to keep, only values with a `%` problem matter, and the reader's summary
                // says which values have none.
                if !keepsKeys && (!entry.valueStorage.isString || (entry.formatSummary.isKnown && !entry.formatSummary.hasProblems)) { continue }
                let valuePlace = KeyPlace(location: SourceLocation(file: path, line: entry.valueLine, column: entry.valueColumn))
                let value = entry.value
                let format = value.map(FormatString.init)
                if let format, !format.problems.isEmpty {
                    formatProblems.append(ValueToJudge(key: entry.key, format: format, place: valuePlace))
                }
                guard keepsKeys, byKey[entry.key]?.plural == nil else { continue }
                let summary = entry.formatSummary.isKnown ? entry.formatSummary : format.map(FormatSummary.init) ?? .unknown
                byKey[entry.key] = Key(
                    place: KeyPlace(location: SourceLocation(file: path, line: entry.keyLine, column: entry.keyColumn)),
                    valuePlace: valuePlace, value: value, format: format, summary: summary, plural: nil
                )
            }
        }
        keys = byKey.keys.sorted()
        definitions = keys.map { byKey[$0]! }
        index.reserveCapacity(keys.count)
        for (position, key) in keys.enumerated() { index[key] = position }
    }
}
