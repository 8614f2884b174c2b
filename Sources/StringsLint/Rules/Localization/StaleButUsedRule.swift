import DevToolsCore

/// A String Catalog entry Xcode marked stale while code still looks it up.
///
/// Found against the code (`strings.sources`) by `CodeKeyCheck`.
enum StaleButUsedRule: LocalizationRule {
    static let detection = StringsRuleDetection.code
    static let description = RuleDescription(
        id: "stale-but-used",
        summary: "A String Catalog entry whose `extractionState` is `stale` while code in `strings.sources` still looks it up.",
        rationale:
            "Xcode marks keys stale that it failed to extract (`LocalizedStringKey(variable)`, code in static frameworks); a later \"Remove stale\" deletes live translations. Mark the entry manual (`extractionState: manual`), or make the lookup one Xcode can extract.",
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample(
                files: [
                    "Localizable.xcstrings": """
                    {"sourceLanguage":"en","version":"1.0","strings":{"welcome":{"extractionState":"stale"}}}
                    """,
                    "App/View.swift": "↓Text(\"welcome\")\n",
                ], primaryFile: "App/View.swift")
        ],
        nonTriggeringExamples: [
            RuleExample(
                files: [
                    "Localizable.xcstrings": """
                    {"sourceLanguage":"en","version":"1.0","strings":{"welcome":{},"gone":{"extractionState":"stale"}}}
                    """,
                    "App/View.swift": "Text(\"welcome\")\n",
                ], primaryFile: "App/View.swift")
        ]
    )

    static func finding(for lookup: KeyLookup, catalog: String) -> Diagnostic {
        description.diagnostic(
            at: lookup.location,
            "'\(lookup.key)' is stale in \(catalog) but this code still looks it up; mark the entry manual so \"Remove stale\" keeps its translations"
        )
    }
}
