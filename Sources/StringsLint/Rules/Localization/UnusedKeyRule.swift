import DevToolsCore

/// A key of a development-language table that no scanned code looks up.
///
/// Found against the code (`strings.sources`): `CodeKeyCheck` hands each key no lookup names to
/// `finding(key:table:at:)`, after the tables code does not look up by key and `strings.dynamic-keys`.
enum UnusedKeyRule: LocalizationRule {
    static let detection = StringsRuleDetection.code
    static let description = RuleDescription(
        id: "unused-key",
        summary: "A key of the development language's table that no code in `strings.sources` looks up.",
        rationale:
            "An unused key costs a translation in every locale and hides the key the code meant. Remove it. A key code builds from a literal prefix or suffix (`\"emoji_\" + name`, `String(format: \"item_%@\", x)`, `\"\\(prefix).title\"`, `[@\"state_\" stringByAppendingString:s]`) keeps every key it may be, when its literal parts hold at least two characters and a letter; list the keys code builds otherwise in `strings.dynamic-keys` (globs such as `\"error.*\"`). Interface Builder, `InfoPlist`, Intents, App Shortcuts and Settings-bundle tables are read by the system, and String Catalog entries that Xcode extracted are Xcode's to manage: they are never reported.",
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"used\" = \"Used\";\n↓\"old.title\" = \"Old\";\n",
                    "App/View.swift": "let a = NSLocalizedString(\"used\", comment: \"\")\n",
                ], primaryFile: "en.lproj/Localizable.strings"),
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"emoji_smile\" = \"Smile\";\n↓\"logout\" = \"Log out\";\n",
                    "App/View.swift": """
                    let e = NSLocalizedString("emoji_\\(name)", comment: "")
                    let x = NSLocalizedString("\\(anything)", comment: "")

                    """,
                ], primaryFile: "en.lproj/Localizable.strings"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"used\" = \"Used\";\n\"Hello %@\" = \"Hello %@\";\n",
                    "en.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scans\";\n",
                    "en.lproj/Main.strings": "\"Xa3-bc-9Qd.text\" = \"Title\";\n",
                    "Base.lproj/Main.storyboard": "<document/>\n",
                    "App/View.swift": "Text(\"used\")\nText(\"Hello \\(name)\")\n",
                ], primaryFile: "en.lproj/Localizable.strings"),
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings":
                        "\"emoji_smile\" = \"Smile\";\n\"state_on\" = \"On\";\n\"Part one. Part two.\" = \"P\";\n",
                    "App/Emoji.swift": "let e = NSLocalizedString(\"emoji_\" + name.lowercased(), comment: \"\")\n",
                    "App/State.m": """
                    NSString *s = NSLocalizedString([@"state_" stringByAppendingString:state], nil);
                    NSString *p = NSLocalizedString(@"Part one. " "Part two.", nil);

                    """,
                ], primaryFile: "en.lproj/Localizable.strings"),
        ]
    )

    /// `codeOutsideTree` names dependencies whose code is not in the tree (CocoaPods listed in a
    /// `Podfile` whose `Pods/` is not checked out): they may look the key up in the app's table (their
    /// strings are often extracted into it), so the finding is only a note.
    static func finding(key: String, table: String, at location: SourceLocation, codeOutsideTree: String? = nil) -> Diagnostic {
        guard let codeOutsideTree else {
            return description.diagnostic(
                at: location,
                "'\(key)' in the \(table) table is looked up by no code in strings.sources; remove it, or list it in strings.dynamic-keys if code builds it"
            )
        }
        return description.diagnostic(
            at: location,
            "'\(key)' in the \(table) table is looked up by no code in strings.sources, but \(codeOutsideTree) may look it up; remove it if none does",
            severity: .note)
    }
}
