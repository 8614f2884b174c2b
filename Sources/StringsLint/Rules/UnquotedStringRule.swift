import DevToolsCore

/// `key = value;` written without quotes.
enum UnquotedStringRule: StringsTableRule {
    static let detection = StringsRuleDetection.table
    static let id = "unquoted-string"

    static let description = RuleDescription(
        id: id,
        summary: "A key or value written without quotes.",
        rationale: """
            Apple accepts bare words made of letters, digits and _ $ / : . - only; the first space or \
            accented letter typed into one later breaks the file. Quote every key and value. A note by \
            default: Apple accepts it, and `NSCameraUsageDescription = "…";` is common in InfoPlist.strings.
            """,
        defaultSeverity: .note,
        triggeringExamples: [
            StringsExample.file("↓title = \"Title\";\n"),
            StringsExample.file("\"a\" = \"A\";\n↓b = ↓c;\n"),
        ],
        nonTriggeringExamples: [StringsExample.file("\"title\" = \"Title\";\n'single' = 'quotes';\n")]
    )

    static func message(part: String, text: String) -> String {
        "the \(part) \(text) is not quoted; write it as \"\(text)\""
    }

    static func findings(in table: StringsTable, file: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let entries = table.entries
        for index in entries.indices where !entries[index].keyIsQuoted || !entries[index].valueIsQuoted {
            let entry = entries[index]
            if !entry.keyIsQuoted {
                diagnostics.append(description.diagnostic(at: entry.keyLocation(in: file), message(part: "key", text: entry.key)))
            }
            let isShorthand = entry.keyLine == entry.valueLine && entry.keyColumn == entry.valueColumn
            if entry.valueKind == .string && !entry.valueIsQuoted && !isShorthand, let value = entry.value {
                diagnostics.append(description.diagnostic(at: entry.valueLocation(in: file), message(part: "value", text: value)))
            }
        }
        return diagnostics
    }
}
