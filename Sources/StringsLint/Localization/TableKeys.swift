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

    var keys: [String: Key] = [:]

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
            for entry in strings.table.entries where keys[entry.key]?.plural == nil {
                keys[entry.key] = Key(
                    place: KeyPlace(location: SourceLocation(file: path, line: entry.keyLine, column: entry.keyColumn)),
                    valuePlace: KeyPlace(location: SourceLocation(file: path, line: entry.valueLine, column: entry.valueColumn)),
                    value: entry.value, format: entry.value.map(FormatString.init), plural: nil
                )
            }
        }
    }
}
