import DevToolsCore

/// A translation writes a lone `%` (`100% of %@`) where the development language writes `%%`: a format
/// string then reads a specifier that is not there. Doubles that `%`, when it is the value's only
/// unreadable one and the value has no escapes (so the `%` the finding means is certain).
enum LonePercentFix: StringsFix {
    /// `format-mismatch` too: a lone `%` before a space and a letter that is a conversion (`100% erledigt`
    /// reads `% e`) reads an argument, which that rule reports.
    static let ruleIDs = [InvalidFormatSpecifierRule.description.id, FormatMismatchRule.description.id]
    static let summary = "doubles a lone '%' when the development language's value writes '%%'"
    static let examples: [FixExample] = [
        .fixes(
            "\"done\" = \"100% erledigt: %@\";\n", to: "\"done\" = \"100%% erledigt: %@\";\n",
            development: "\"done\" = \"100%% done: %@\";\n"),
        // The development language has no `%%`: the `%` may be a damaged specifier.
        .leaves("\"done\" = \"100% erledigt: %@\";\n", development: "\"done\" = \"Done: %@\";\n"),
        // Two lone `%`: which one the finding means is a guess.
        .leaves("\"done\" = \"100% und 5% %@\";\n", development: "\"done\" = \"100%% and 5%% %@\";\n"),
    ]

    static func fix(_ finding: Diagnostic, in text: FixText, context: FixContext) -> FixOutcome? {
        guard let at = finding.offset(in: text), let entry = EntryLine(text, line: finding.location.line),
            entry.valueOpen.lowerBound == at || entry.keyOpen.lowerBound == at
        else { return nil }
        let key = text.bytes[entry.key]
        let value = text.bytes[entry.value]
        guard !key.contains(UInt8(ascii: "\\")), !value.contains(UInt8(ascii: "\\")),
            let development = context.developmentValue(String(decoding: key, as: UTF8.self)), development.contains("%%")
        else { return nil }
        let string = String(decoding: value, as: UTF8.self)
        // A `%` before a space and a conversion (`100% erledigt` reads `% e`) is a lone one too; `% @`, the
        // damaged `%@` of translation tools, is not.
        let lone = FormatString(string).problems.filter {
            switch $0.kind {
            case .danglingPercent, .unknownConversion: true
            case .spacedSpecifier(let text): !text.hasSuffix("@")
            default: false
            }
        }
        guard lone.count == 1, let scalar = lone.first?.offset else { return nil }
        let bytes = string.unicodeScalars.prefix(scalar).reduce(0) { $0 + UTF8.width($1) }
        let percent = entry.value.lowerBound + bytes
        guard text.bytes[percent] == UInt8(ascii: "%") else { return nil }
        return FixOutcome(edits: [TextEdit(percent..<percent, "%")], description: "wrote the lone '%' as '%%'")
    }
}
