import DevToolsCore

/// Keys no code names whole that a key the code builds at run time may be: kept as possibly used.
///
/// Found against the code (`strings.sources`): `CodeKeyCheck` gathers, for each built key
/// (`BuiltKey`: `"emoji_" + name`, `"\(prefix).title"`, `String(format: "item_%@", x)`), the keys of
/// each table it keeps, and hands them to `finding(_:table:keys:)`.
enum BuiltKeyRule: LocalizationRule {
    static let detection = StringsRuleDetection.code
    static let description = RuleDescription(
        id: "built-key",
        summary: "A key the code builds at run time keeps table keys as possibly used; says which.",
        rationale:
            "`unused-key` cannot tell which of the keys a built key may be the app still shows (`\"emoji_\" + name` may be `emoji_smile` or a long-gone `emoji_cat`), so it reports none of them. This note, at the code that builds the key, names the pattern and the keys it kept, so a dead key among them is not hidden without a word and a pattern that keeps far more than meant can be seen. Delete by hand the keys the app no longer shows; turn the note off (`disabled_rules`) once read.",
        defaultSeverity: .note,
        triggeringExamples: [
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"emoji_smile\" = \"Smile\";\n\"emoji_cry\" = \"Cry\";\n",
                    "App/View.swift": "let e = ↓NSLocalizedString(\"emoji_\" + name, comment: \"\")\n",
                ], primaryFile: "App/View.swift")
        ],
        nonTriggeringExamples: [
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"smile\" = \"Smile\";\n",
                    "App/View.swift":
                        "let e = NSLocalizedString(\"emoji_\" + name, comment: \"\")\nlet s = NSLocalizedString(\"smile\", comment: \"\")\n",
                ], primaryFile: "App/View.swift"),
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"Part one. Part two.\" = \"P\";\n",
                    "App/View.swift": "let p = NSLocalizedString(\"Part one. \" + \"Part two.\", comment: \"\")\n",
                ], primaryFile: "App/View.swift"),
        ]
    )

    static func finding(_ pattern: BuiltKey, table: String, keys: [String]) -> Diagnostic {
        let shown = keys.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (keys.count > 3 ? ", …" : "")
        let which = keys.count == 1 ? "1 key of the \(table) table (\(shown))" : "\(keys.count) keys of the \(table) table (\(shown))"
        if pattern.readsAnyKeyOfItsTable {
            return description.diagnostic(
                at: pattern.location,
                "the key looked up here is computed at run time, so it may be any of the \(which), and none of them is reported unused; delete by hand any the app no longer shows"
            )
        }
        return description.diagnostic(
            at: pattern.location,
            "the key built here ('\(pattern.segments.joined(separator: "*"))') may be \(which), so none of them is reported unused; delete by hand any the app no longer shows"
        )
    }
}
