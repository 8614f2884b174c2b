/// Writes a table in `.strings` syntax the way a careful tool would: every key and value quoted, `"` and
/// `\` escaped, control characters as `\U` escapes (a raw NUL would make the file unreadable), everything
/// else — any script, emoji, characters beyond the BMP — as UTF-8.
enum StringsTableWriter {
    static func write(_ table: [(key: String, value: String)]) -> String {
        table.map { "\(quote($0.key)) = \(quote($0.value));\n" }.joined()
    }

    static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
