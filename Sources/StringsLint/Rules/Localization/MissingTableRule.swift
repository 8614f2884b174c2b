import DevToolsCore

/// A locale that has other tables of the folder but not this one.
///
/// Found from paths alone, before any file is read: `LocalizationPlan` hands this rule each group of
/// `.lproj` folders with its shipped locales and each of its tables.
enum MissingTableRule: LocalizationRule {
    static let detection = StringsRuleDetection.crossLocale
    static let description = RuleDescription(
        id: "missing-table",
        summary: "A locale lacks a whole table that the development language has.",
        rationale:
            "When a `.lproj` folder has no `Settings.strings`, every key of that table shows in the development language for that locale. Add the file (an empty one if the table is meant to fall back). A table that no translation has is English-only by design, and a regional locale (`pt-BR`) uses its language's table (`pt`). With `strings.sources` and an Xcode project, a target that ships no table at all (a widget with an empty Copy Bundle Resources phase) but whose code looks keys of a table up is one finding at its first lookup: its bundle has none of the app's translations.",
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
                    "en.lproj/Settings.strings": "↓\"b\" = \"B\";\n",
                    "fr.lproj/Settings.strings": "\"b\" = \"B\";\n",
                    "fr.lproj/Localizable.strings": "\"a\" = \"A\";\n",
                    "de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
                ], primaryFile: "en.lproj/Settings.strings")
        ],
        nonTriggeringExamples: [
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
                    "de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
                    "de.lproj/Extra.strings": "\"b\" = \"B\";\n",
                ], primaryFile: "de.lproj/Extra.strings"),
            // English-only by design: no translation has the table.
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
                    "en.lproj/Debug.strings": "\"b\" = \"B\";\n",
                    "de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
                ], primaryFile: "en.lproj/Debug.strings"),
            // A regional locale borrows its language's table.
            RuleExample(
                files: [
                    "en.lproj/Settings.strings": "\"b\" = \"B\";\n",
                    "pt.lproj/Settings.strings": "\"b\" = \"B\";\n",
                    "pt-BR.lproj/Localizable.strings": "\"a\" = \"A\";\n",
                    "en-GB.lproj/Localizable.strings": "\"a\" = \"A\";\n",
                ], primaryFile: "en.lproj/Settings.strings"),
        ]
    )

    /// The finding for a group whose shipped locales (`shipped`) have tables but none of the
    /// development-language folders it looked for (`candidates`): a warning when `strings.base` names
    /// the development language (`baseIsConfigured`: a typo there), else a note (English may be in the
    /// xib or in the code, or the folder named holds translations only), saying where the language came
    /// from (`projectRegion`: the project's development region) and what to set.
    static func finding(
        noDevelopmentVersionIn group: LocalizationGroup, candidates: [String], shipped: [String], baseIsConfigured: Bool,
        projectRegion: String? = nil
    ) -> Diagnostic? {
        guard !shipped.isEmpty, !candidates.contains(where: { group.locales[$0] != nil }),
            let first = shipped.first, let table = group.locales[first]?.keys.sorted().first,
            let file = group.locales[first]?[table]?.anyFile
        else { return nil }
        if baseIsConfigured { return noDevelopmentVersion(lookedFor: candidates, locales: shipped, file: file.file.displayPath) }
        let language = candidates.first ?? "en"
        let because =
            projectRegion != nil
            ? "the project's development region is \(language)"
            : "\(language) by default: no strings.base in .devtools.yml and no project's development region"
        return diagnostic(
            "no development-language table beside \(folders(shipped)) (looked for \(folders(candidates, joinedBy: " and ")); \(because)), so no translation here is compared; set strings.base in .devtools.yml (or the project's development region) to the language the keys are written in, or lint the folder that also holds its .lproj",
            file: file.file.displayPath, line: 1, severity: .note
        )
    }

    private static func folders(_ locales: [String], joinedBy separator: String = ", ") -> String {
        locales.map { "\($0).lproj" }.joined(separator: separator)
    }

    /// The finding for the table `name` of `group`, whose development-language version is `baseFile`:
    /// the translation `locales` that lack it. None when no translation has it (`translated` is empty: the
    /// table is English-only by design), and a locale that falls back to another that has it (a regional
    /// locale to its language's) does not lack it.
    static func finding(
        table name: String, in group: LocalizationGroup, locales: [String], translated: [String], candidates: [String], baseFile: String
    ) -> Diagnostic? {
        let missing = locales.filter {
            group.locales[$0]?[name] == nil && !group.fallsBack($0, table: name, candidates: candidates)
        }
        guard !missing.isEmpty, !translated.isEmpty else { return nil }
        return diagnostic(table: name, locales: missing, baseFile: baseFile)
    }

    /// No development-language (or Base) version of a table that translations have: a typo in
    /// `strings.base`, or a table the development language lacks. Its translations go unchecked.
    static func noDevelopmentVersion(lookedFor: [String], locales: [String], file: String) -> Diagnostic {
        diagnostic(
            "no development-language tables beside \(folders(locales)) (looked for \(folders(lookedFor, joinedBy: " and "))), so no translation here is compared; set strings.base in .devtools.yml to the development language",
            file: file, line: 1, subject: "no development-language table"
        )
    }

    /// Code built only into targets that ship no table at all (stats' and simplenote's widgets, whose
    /// Copy Bundle Resources phase holds none) looks keys of `table` up in its own bundle: none is found,
    /// so every language shows the development text (or the key). One finding at the first lookup.
    static func finding(targets: String, table: String, keys: Int, at location: SourceLocation) -> Diagnostic {
        let counted = keys == 1 ? "1 key" : "\(keys) keys"
        return diagnostic(
            "\(targets) looks up \(counted) of the \(table) table but ships no \(table) table, so its users see \(keys == 1 ? "it" : "them") untranslated in every language; add the table's .lproj files to the target's Copy Bundle Resources",
            file: location.file, line: location.line, column: location.column, subject: "table \(table) in \(targets)")
    }

    static func diagnostic(table: String, locales: [String], baseFile: String) -> Diagnostic {
        let list = locales.joined(separator: ", ")
        return diagnostic(
            "the table '\(table)' has no translation for \(list): add \(locales.map { "\($0).lproj/\(table)" }.joined(separator: ", ")), or its keys show untranslated",
            file: baseFile, line: 1, subject: "table \(table) in \(list)"
        )
    }
}
