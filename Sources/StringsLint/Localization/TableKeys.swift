import DevToolsCore

/// The keys of one table in one locale, from its `.strings` and `.stringsdict` files together (Foundation
/// looks a key up in both), with where each is defined.
struct TableKeys {
    struct Key {
        var place: KeyPlace
        /// Where the value starts, for findings about the value.
        var valuePlace: KeyPlace
        /// The `.strings` value, when the key comes from there.
        var value: String?
        var plural: StringsdictEntry?
    }

    var keys: [String: Key] = [:]

    init(strings: (file: LocalizedFile, table: StringsTable)?, stringsdict: (file: LocalizedFile, document: StringsdictDocument)?) {
        if let stringsdict {
            let path = stringsdict.file.file.displayPath
            for entry in stringsdict.document.entries {
                let place = KeyPlace(location: SourceLocation(file: path, line: entry.line, column: 1))
                keys[entry.key] = Key(place: place, valuePlace: place, value: nil, plural: entry)
            }
        }
        if let strings {
            let path = strings.file.file.displayPath
            for entry in strings.table.entries where keys[entry.key]?.plural == nil {
                keys[entry.key] = Key(
                    place: KeyPlace(location: SourceLocation(file: path, line: entry.keyLine, column: entry.keyColumn)),
                    valuePlace: KeyPlace(location: SourceLocation(file: path, line: entry.valueLine, column: entry.valueColumn)),
                    value: entry.value, plural: nil
                )
            }
        }
    }
}
