import DevToolsCore

/// A localized file that no target of the app's Xcode project ships.
///
/// Found before the comparison by `ShippedLocalizations`, from the project's own description of its
/// targets (`ProjectModel`).
enum UnshippedTableRule: LocalizationRule {
    static let detection = StringsRuleDetection.crossLocale
    static let description = RuleDescription(
        id: "unshipped-table",
        summary: "A `.strings` or `.stringsdict` file in an `.lproj` folder that no target of the Xcode project copies into its bundle.",
        rationale:
            "A file no target ships reaches no user: a variant group left in no build phase, a stale `en.lproj/MainMenu.strings` beside `Base.lproj/MainMenu.xib` that the project no longer lists. It is not compared with its translations (its keys would be reported missing or extra in every locale); add it to a target's Copy Bundle Resources if it should ship, else delete it. Decided only by an Xcode project or workspace read without a problem; a package, or no project, ships every file.",
        defaultSeverity: .note,
        triggeringExamples: [
            RuleExample(
                files: [
                    "Demo.xcodeproj/project.pbxproj": exampleProject,
                    "App/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
                    "App/de.lproj/Localizable.strings": "\"title\" = \"Titel\";\n",
                    "Old/en.lproj/Legacy.strings": "↓\"old\" = \"Old\";\n",
                    "Old/de.lproj/Legacy.strings": "↓\"older\" = \"Älter\";\n",
                ], primaryFile: "Old/en.lproj/Legacy.strings")
        ],
        nonTriggeringExamples: [
            RuleExample(
                files: [
                    "Demo.xcodeproj/project.pbxproj": exampleProject,
                    "App/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
                    "App/de.lproj/Localizable.strings": "\"title\" = \"Titel\";\n",
                ], primaryFile: "App/en.lproj/Localizable.strings")
        ]
    )

    /// An Xcode 16 project with one app target that builds the synchronized folder `App`.
    private static let exampleProject = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tMAIN = {isa = PBXGroup; children = (APPFOLDER); sourceTree = "<group>"; };
        \t\tAPPFOLDER = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
        \t\tAPP = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; fileSystemSynchronizedGroups = (APPFOLDER); buildPhases = (); };
        \t\tPROJECT = {isa = PBXProject; mainGroup = MAIN; targets = (APP); developmentRegion = en; knownRegions = (en, de, Base); };
        \t};
        \trootObject = PROJECT;
        }

        """

    /// The note for `file`, naming the project file that decides (`project`, a path; nil: not known).
    static func finding(file: String, project: String? = nil) -> Diagnostic {
        diagnostic(
            "no target of \(describe(project)) ships this file, so no user sees its text and it is not compared; "
                + "add it to a target's resources, or delete it",
            file: file, line: 1, severity: .note
        )
    }

    /// `App.xcodeproj` → "the Xcode project App.xcodeproj"; an XcodeGen spec (kiwix's, element's
    /// `project.yml`), whose targets list their sources and excludes, is named as such.
    static func describe(_ project: String?) -> String {
        guard let project else { return "the Xcode project" }
        let name = project.split(separator: "/").last.map(String.init) ?? project
        if name.hasSuffix(".xcodeproj") { return "the Xcode project \(name)" }
        if name.hasSuffix(".xcworkspace") { return "the workspace \(name)" }
        if name.hasSuffix(".yml") || name.hasSuffix(".yaml") || name.hasSuffix(".json") { return "the XcodeGen spec \(name)" }
        return "the project \(name)"
    }
}
