import DevToolsCore

/// The keys of one table in one locale, from its `.strings` and `.stringsdict` files together (Foundation
/// looks a key up in both), with where each is defined.
struct TableKeys {
    /// A class, so the comparison passes one reference around instead of copying its fields.
    final class Key: Sendable {
        let place: KeyPlace
        /// Where the value starts, for findings about the value.
        let valuePlace: KeyPlace
        /// The `.strings` value, when the key comes from there.
        let value: String?
        /// `value` read as a format string, parsed once per key.
        let format: FormatString?
        let plural: StringsdictEntry?

        init(place: KeyPlace, valuePlace: KeyPlace, value: String?, format: FormatString?, plural: StringsdictEntry?) {
            self.place = place
            self.valuePlace = valuePlace
            self.value = value
            self.format = format
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

    var keys: [String: Key] = [:]
    /// Entries whose value has a `%` problem, in file order (duplicates included), found while parsing
    /// the values here so that each value is parsed once.
    var formatProblems: [ValueToJudge] = []
    /// Entries whose value is empty, in file order.
    var emptyValues: [(key: String, place: KeyPlace)] = []

    /// The keys in a stable order, for deterministic output.
    var sortedKeys: [String] { keys.keys.sorted() }

    init(strings: (file: LocalizedFile, table: StringsTable)?, stringsdict: (file: LocalizedFile, document: StringsdictDocument)?) {
        if let stringsdict {
            let path = stringsdict.file.file.displayPath
            for entry in stringsdict.document.entries {
                let place = KeyPlace(location: SourceLocation(file: path, line: entry.line, column: 1))
                keys[entry.key] = Key(place: place, valuePlace: place, value: nil, format: nil, plural: entry)
            }
        }
        if let strings {
            let path = strings.file.file.displayPath
            for entry in strings.table.entries {
                let format = entry.value.map(FormatString.init)
                let valuePlace = KeyPlace(location: SourceLocation(file: path, line: entry.valueLine, column: entry.valueColumn))
                if let format, !format.problems.isEmpty {
                    formatProblems.append(ValueToJudge(key: entry.key, format: format, place: valuePlace))
                }
                if entry.hasEmptyValue, !entry.key.isEmpty {
                    emptyValues.append((entry.key, valuePlace))
                }
                guard keys[entry.key]?.plural == nil else { continue }
                keys[entry.key] = Key(
                    place: KeyPlace(location: SourceLocation(file: path, line: entry.keyLine, column: entry.keyColumn)),
                    valuePlace: valuePlace, value: entry.value, format: format, plural: nil
                )
            }
        }
    }

}
