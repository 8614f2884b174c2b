import DevToolsCore

/// The Xcode project (or workspace) around the tables could not be read whole.
///
/// Found by `ShippedLocalizations` and `LookupBundles`, which read it through `ProjectModel` (see
/// `ProjectModelCache.problems`).
enum UnreadableProjectRule: LocalizationRule {
    static let detection = StringsRuleDetection.crossLocale
    static let description = RuleDescription(
        id: "unreadable-project",
        summary:
            "The project file nearest the tables (`project.pbxproj`, `contents.xcworkspacedata`) cannot be read whole: cut short, a reference to an object it lacks, a member project that is missing.",
        rationale:
            "Which files each target ships decides `unshipped-table` and which tables a lookup reads; without the whole project, every table counts as shipped and a lookup reads any table of its name, as in a folder without a project. Nothing is reported falsely; fix the project file (Xcode rewrites it whole on the next change) to get the target-aware checks back.",
        defaultSeverity: .note,
        triggeringExamples: [
            RuleExample(
                files: [
                    "Demo.xcodeproj/project.pbxproj": "↓// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n",
                    "App/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
                    "App/de.lproj/Localizable.strings": "\"title\" = \"Titel\";\n",
                ], primaryFile: "Demo.xcodeproj/project.pbxproj")
        ],
        nonTriggeringExamples: [
            RuleExample(
                files: [
                    "App/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
                    "App/de.lproj/Localizable.strings": "\"title\" = \"Titel\";\n",
                ], primaryFile: "App/en.lproj/Localizable.strings")
        ]
    )

    /// The note for a project's problem; `file` as the report shows paths.
    /// `partly`: the rest of the project was read (its targets still decide which tables lookups read).
    static func finding(file: String, problem: String, partly: Bool) -> Diagnostic {
        let consequence =
            partly
            ? "the rest of the project is read and lookups use its targets, but while it is incomplete no table is called unshipped"
            : "its targets are not known, so every table counts as shipped and lookups read any table of their name"
        return diagnostic("\(problem); \(consequence)", file: file, line: 1, severity: .note)
    }
}
