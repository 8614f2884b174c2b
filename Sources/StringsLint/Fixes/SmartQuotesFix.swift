import DevToolsCore

/// `“key” = “value”;`, as a word processor or a translator's tool writes it: replaces the typographic
/// quotes that delimit the key and the value with straight ones, when the line holds that one entry and
/// neither text holds a quote or a backslash of its own (else which quote ends the text is a guess).
enum SmartQuotesFix: StringsFix {
    static let ruleIDs = [SilentTruncationRule.id, SyntaxErrorRule.id]  // at the file's start, a syntax error
    static let summary = "replaces typographic quotes (“ ” „) around a key and its value with straight ones"
    static let examples: [FixExample] = [
        .fixes("\"a\" = \"A\";\n“b” = “B”;\n", to: "\"a\" = \"A\";\n\"b\" = \"B\";\n"),
        .fixes("„b“ = „Bé“;\n", to: "\"b\" = \"Bé\";\n"),
        // A quote inside the text: which one ends it is a guess.
        .leaves("“b” = “say “hi””;\n"),
        .leaves("“b” = “B”; \"c\" = \"C\";\n"),
    ]

    static func fix(_ finding: Diagnostic, in text: FixText, context: FixContext) -> FixOutcome? {
        guard let at = finding.offset(in: text),
            let entry = EntryLine(text, line: finding.location.line, quotes: EntryLine.typographic)
        else { return nil }
        let delimiters = [entry.keyOpen, entry.keyClose, entry.valueOpen, entry.valueClose]
        let typographic = delimiters.filter { $0.count > 1 }
        guard typographic.contains(where: { $0.lowerBound == at }) else { return nil }
        return FixOutcome(edits: typographic.map { TextEdit($0, "\"") }, description: "straight quotes around the key and value")
    }
}
