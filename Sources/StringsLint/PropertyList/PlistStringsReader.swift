import DevToolsCore
import Foundation

/// Reads a `.strings` file written as an XML or binary property list into the same `StringsTable` the
/// old-style parser gives, so every per-file and cross-locale rule sees its keys and values. Apple's
/// verdict holds: malformed XML is a syntax error, a root that is not a dictionary is not a table, and a
/// value that is not a string is reported as one.
enum PlistStringsReader {
    static func read(data: Data, format: PropertyListFormat, displayPath: String) -> StringsTable {
        switch format {
        case .binary: readBinary(data, displayPath: displayPath)
        case .xml, .oldStyle: readXML(data, displayPath: displayPath)
        }
    }

    private static func readXML(_ data: Data, displayPath: String) -> StringsTable {
        let encoding: TextEncoding = data.starts(with: [0xEF, 0xBB, 0xBF]) ? .utf8WithBOM : .utf8
        switch XMLPlistReader.read(data) {
        case .failure(let error):
            let location = SourceLocation(file: displayPath, line: error.line, column: error.column)
            let message = "the XML property list is malformed (\(error.message)); Apple cannot read this file"
            return StringsTable(
                entries: [], encoding: encoding,
                diagnostics: [
                    SyntaxErrorRule.description.diagnostic(at: location, message)
                ])
        case .success(let root):
            let columns = FirstColumns(data)
            guard let root, let members = root.members else {
                let location = SourceLocation(file: displayPath, line: root?.line ?? 1, column: 1)
                let message =
                    "the property list holds \(root?.kindName ?? "nothing"), not a dictionary of keys and strings; wrap the entries in <dict>…</dict>"
                return StringsTable(
                    entries: [], encoding: encoding,
                    diagnostics: [
                        NotATableRule.description.diagnostic(at: location, message)
                    ])
            }
            let entries = members.map { member in
                StringsEntry(
                    key: member.key, value: member.node.string,
                    keyLine: member.keyLine, keyColumn: columns.column(ofLine: member.keyLine),
                    valueLine: member.node.line, valueColumn: columns.column(ofLine: member.node.line),
                    valueKind: kind(of: member.node)
                )
            }
            return StringsTable(entries: entries, encoding: encoding, diagnostics: [])
        }
    }

    private static func readBinary(_ data: Data, displayPath: String) -> StringsTable {
        let location = SourceLocation(file: displayPath, line: 1, column: 1)
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) else {
            let message = "the binary property list is damaged; Apple cannot read this file"
            return StringsTable(
                entries: [], encoding: nil,
                diagnostics: [
                    SyntaxErrorRule.description.diagnostic(at: location, message)
                ])
        }
        guard let dictionary = plist as? [String: Any] else {
            let message = "the binary property list holds no dictionary of keys and strings; write it as a table of entries"
            return StringsTable(
                entries: [], encoding: nil,
                diagnostics: [
                    NotATableRule.description.diagnostic(at: location, message)
                ])
        }
        let entries = dictionary.keys.sorted().map { key in
            let value = dictionary[key] as? String
            let kind: StringsValueKind =
                value != nil
                ? .string
                : dictionary[key] is [Any]
                    ? .array : dictionary[key] is Data ? .data : dictionary[key] is [String: Any] ? .dictionary : .scalar
            return StringsEntry(key: key, value: value, keyLine: 1, keyColumn: 1, valueLine: 1, valueColumn: 1, valueKind: kind)
        }
        return StringsTable(entries: entries, encoding: nil, diagnostics: [])
    }

    private static func kind(of node: PlistNode) -> StringsValueKind {
        switch node.value {
        case .string: .string
        case .array: .array
        case .dictionary: .dictionary
        case .other(let name): name == "data" ? .data : .scalar
        }
    }
}

/// The column of the first non-blank character of each line, so an XML entry points at its `<key>`.
private struct FirstColumns {
    /// Index 0 is unused: lines are 1-based.
    private var columns: [Int] = [1]

    init(_ data: Data) {
        var column = 1
        var found = false
        let bomLength = data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for byte in data.dropFirst(bomLength) {
            if byte == 0x0A {
                columns.append(found ? column : 1)
                (column, found) = (1, false)
            } else if !found {
                if byte == 0x20 || byte == 0x09 { column += 1 } else { found = true }
            }
        }
        columns.append(found ? column : 1)
    }

    func column(ofLine line: Int) -> Int {
        line >= 1 && line < columns.count ? columns[line] : 1
    }
}
