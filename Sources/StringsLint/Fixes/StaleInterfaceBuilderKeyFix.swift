import DevToolsCore

/// An entry naming an object its storyboard no longer has: removes its line, and the comment Xcode
/// wrote on the line above for the same object (`/* Class = "UILabel"; text = "Welcome"; ObjectID =
/// "Ttl-9x-abc"; */`). An entry that shares its line with another is left alone.
enum StaleInterfaceBuilderKeyFix: StringsFix {
    static let ruleIDs = [StaleInterfaceBuilderKeyRule.description.id]
    static let summary = "deletes the entry, with the comment Xcode wrote above it for the same object"
    static let examples: [FixExample] = [
        .fixes(
            "/* Class = \"UILabel\"; text = \"Welcome\"; ObjectID = \"Ttl-9x-abc\"; */\n\"Ttl-9x-abc.text\" = \"Willkommen\";\n\n/* Class = \"UIButton\"; normalTitle = \"Old\"; ObjectID = \"Old-1a-xyz\"; */\n\"Old-1a-xyz.normalTitle\" = \"Alt\";\n",
            to: "/* Class = \"UILabel\"; text = \"Welcome\"; ObjectID = \"Ttl-9x-abc\"; */\n\"Ttl-9x-abc.text\" = \"Willkommen\";\n\n",
            interfaceBuilder: FixExample.storyboard),
        // Sharing its line with a live entry: which bytes to remove is not plain.
        .leaves("\"Ttl-9x-abc.text\" = \"Willkommen\"; \"Old-1a-xyz.normalTitle\" = \"Alt\";\n", interfaceBuilder: FixExample.storyboard),
    ]

    static func fix(_ finding: Diagnostic, in text: FixText, context: FixContext) -> FixOutcome? {
        let line = finding.location.line
        guard let at = finding.offset(in: text), let entry = EntryLine(text, line: line), entry.keyOpen.lowerBound == at,
            text.bytes[text.content(ofLine: line).lowerBound..<at].allSatisfy({ $0 == 0x20 || $0 == 0x09 }),
            let semicolon = entry.semicolon,
            text.bytes[(semicolon + 1)..<text.content(ofLine: line).upperBound].allSatisfy({ $0 == 0x20 || $0 == 0x09 })
        else { return nil }
        var range = text.wholeLine(line)
        let key = String(decoding: text.bytes[entry.key], as: UTF8.self)
        if line > 1, let object = InterfaceBuilderTable.objectID(ofKey: key) {
            let above = String(decoding: text.bytes[text.content(ofLine: line - 1)], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            if above.hasPrefix("/*"), above.hasSuffix("*/"), above.contains("ObjectID = \"\(object)\"") {
                range = text.wholeLine(line - 1).lowerBound..<range.upperBound
            }
        }
        return FixOutcome(edits: [TextEdit(range, "")], description: "deleted the stale entry", removedKey: key)
    }
}
