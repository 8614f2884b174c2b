import DevToolsCore

/// A key defined twice with the same value: removes the later copy's line, when that line holds only
/// that entry and its key and value are written exactly as the first copy's. A duplicate with another
/// value is a decision for the user, and stays reported.
enum ExactDuplicateFix: StringsFix {
    static let ruleIDs = [DuplicateKeyRule.id]
    static let summary = "removes the later copy of an entry whose key and value repeat an earlier one exactly"
    static let examples: [FixExample] = [
        .fixes("\"a\" = \"A\";\n\"b\" = \"B\";\n\"a\" = \"A\";\n", to: "\"a\" = \"A\";\n\"b\" = \"B\";\n"),
        .fixes("\"a\" = \"A\";\n\"a\" = \"A\";", to: "\"a\" = \"A\";"),
        // Another value: which one is meant is the user's decision.
        .leaves("\"a\" = \"A\";\n\"a\" = \"B\";\n"),
        // Written differently, or sharing its line: not a plain repeat of a line.
        .leaves("\"a\" = \"A\";\n\"a\" = \"\\101\";\n"),
        .leaves("\"a\" = \"A\";\n\"b\" = \"B\"; \"a\" = \"A\";\n"),
    ]

    static func fix(_ finding: Diagnostic, in text: FixText, context: FixContext) -> FixOutcome? {
        let line = finding.location.line
        guard let at = finding.offset(in: text), let entry = EntryLine(text, line: line), entry.keyOpen.lowerBound == at,
            text.bytes[text.content(ofLine: line).lowerBound..<at].allSatisfy({ $0 == 0x20 || $0 == 0x09 }),
            let first = finding.notes.first.flatMap({ EntryLine(text, line: $0.location.line) }), first.keyOpen != entry.keyOpen,
            text.bytes[first.key].elementsEqual(text.bytes[entry.key]), text.bytes[first.value].elementsEqual(text.bytes[entry.value])
        else { return nil }
        return FixOutcome(edits: [TextEdit(text.wholeLine(line), "")], description: "removed the repeated entry")
    }
}
