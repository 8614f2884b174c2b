import DevToolsCore

/// A value that is a dictionary, array or data instead of a string.
enum NonStringValueRule: StringsTableRule {
    static let detection = StringsRuleDetection.table
    static let id = "non-string-value"

    static let description = RuleDescription(
        id: id,
        summary: "A value that is a dictionary, an array or data rather than a string.",
        rationale: """
            Apple's parser accepts any property-list value in a .strings file, but NSLocalizedString and \
            String(localized:) need a string: the app shows the key instead. Write the value as a quoted string.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            StringsExample.file("\"a\" = ↓(\"x\", \"y\");\n"),
            StringsExample.file("\"a\" = \"A\";\n\"b\" = ↓{ \"c\" = \"d\"; };\n\"e\" = ↓<0fa1>;\n"),
        ],
        nonTriggeringExamples: [StringsExample.file("\"a\" = \"(x, y)\";\n")]
    )

    static func message(kind: StringsValueKind) -> String {
        let article =
            switch kind {
            case .array: "an array"
            case .data: "data"
            case .scalar: "a number, date or boolean"
            case .dictionary, .string: "a dictionary"
            }
        return "this value is \(article), not a string, so localized lookups of its key fail; write it as a quoted string"
    }

    static func findings(in table: StringsTable, file: String) -> [Diagnostic] {
        let entries = table.entries
        return entries.indices.filter { entries[$0].valueKind != .string }.map { index in
            description.diagnostic(at: entries[index].valueLocation(in: file), message(kind: entries[index].valueKind))
        }
    }
}
