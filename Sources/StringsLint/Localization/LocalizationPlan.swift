import DevToolsCore

/// What the cross-locale pass does, decided from paths alone before any file is read: which tables are
/// compared (one `TableJob` per table of a group that has a development-language version), the findings
/// about whole tables (a missing table, no development language: `MissingTableRule` judges each group
/// and table it is handed), and which `.strings` files those comparisons check on the way. Deciding first
/// lets the pass read each file once and hold only one table's development-language version at a time.
struct LocalizationPlan {
    var jobs: [TableJob] = []
    /// Findings about tables as a whole, known from the files present.
    var diagnostics: [Diagnostic] = []
    /// The `.strings` files of every compared table, in every locale: their values are judged for
    /// `invalid-format-specifier` and `empty-value` by the comparison (or on purpose not at all); the
    /// other files are judged on their own.
    var checkedFiles: Set<SourceFile> = []

    /// Whether `strings.base` names the development language: then its absence is a warning. Without
    /// it, a localization without en/Base is a note (English may be in the xib or in the code), so a
    /// run that compared nothing never reads as clean.
    ///
    /// `codeDefines(table, group)` says whether code gives the development-language text of keys of that
    /// table (see `CodeDefinedKeys`): a table with translations but no development-language version is
    /// then still compared, with the code's keys as its development language.
    init(
        localized: [LocalizedFile], configuredBase: String?, codeDefines: (_ table: String, _ group: String) -> Bool = { _, _ in false }
    ) {
        var development = DevelopmentLanguage(configured: configuredBase)
        for group in LocalizationGroup.groups(of: localized) {
            let project = development.project(above: group.path)
            plan(
                group, candidates: development.candidates(for: group.path), project: project, baseIsConfigured: configuredBase != nil,
                codeDefines: codeDefines)
        }
    }

    private mutating func plan(
        _ group: LocalizationGroup, candidates given: [String], project: ProjectLocalizations?, baseIsConfigured: Bool,
        codeDefines: (_ table: String, _ group: String) -> Bool
    ) {
        // Without an `en.lproj`, a regional `en-US.lproj` is the development language's table.
        var widened = given
        if let language = given.first, language != "Base", group.locales[language] == nil {
            let regional = group.locales.keys.sorted().filter { LocaleFallback.parent(of: $0, among: [language]) != nil }
            widened.insert(contentsOf: regional.prefix(1), at: 1)
        }
        let candidates = widened
        let shipped = group.locales.keys.sorted().filter { project?.ships($0) ?? true || candidates.contains($0) }
        // Translations but not the development language (a typo such as `base: eng`, a folder of
        // translations named alone): the cross-locale checks cannot run, so say so once instead of going quiet.
        let tableNames = Set(group.locales.values.flatMap(\.keys)).sorted()
        // The storyboard or xib each table is named after, if any.
        let interfaceBuilderFiles = Dictionary(
            uniqueKeysWithValues: tableNames.map {
                ($0, InterfaceBuilderTable.file(group: group.path, table: $0, locales: Array(group.locales.keys)))
            })
        // English kept in code or in an Interface Builder file for every table: those are compared,
        // nothing goes unchecked.
        // An `InfoPlist` table beside its bundle's Info.plist, an intent definition's table: the Info.plist
        // or the definition is its development language.
        let definedOutsideTables = { (name: String) in
            name == "InfoPlist" && InfoPlistTable.infoPlistBeside(group.path) != nil
                || IntentDefinitionTable.file(group: group.path, table: name) != nil
        }
        if !tableNames.allSatisfy({ codeDefines($0, group.path) || (interfaceBuilderFiles[$0] ?? nil) != nil || definedOutsideTables($0) }),
            let finding = MissingTableRule.finding(
                noDevelopmentVersionIn: group, candidates: candidates, shipped: shipped, baseIsConfigured: baseIsConfigured,
                projectRegion: project?.developmentRegion)
        {
            diagnostics.append(finding)
        }
        for name in tableNames {
            let reference = candidates.first { group.locales[$0]?[name] != nil }
            let referenceFiles = reference.flatMap { group.locales[$0]?[name] }
            let referenceFile = referenceFiles?.anyFile
            let interfaceBuilderFile = interfaceBuilderFiles[name] ?? nil
            guard referenceFile != nil || codeDefines(name, group.path) || interfaceBuilderFile != nil || definedOutsideTables(name) else {
                continue
            }
            let locales = shipped.filter { !candidates.contains($0) }
            let translated = locales.filter { group.locales[$0]?[name] != nil }
            jobs.append(
                TableJob(
                    name: name, group: group.path, referenceLocale: reference ?? candidates.first ?? "en",
                    reference: referenceFiles ?? LocalizationGroup.TableFiles(),
                    interfaceBuilder: interfaceBuilderFile != nil, interfaceBuilderFile: interfaceBuilderFile,
                    translations: translated.compactMap { locale in
                        group.locales[locale]?[name].map {
                            TableJob.Translation(
                                locale: locale, files: $0,
                                fallsBack: group.fallsBack(locale, table: name, candidates: candidates))
                        }
                    },
                    missingIn: translated.isEmpty
                        ? []
                        : locales.filter { group.locales[$0]?[name] == nil && !group.fallsBack($0, table: name, candidates: candidates) }
                ))
            checkedFiles.formUnion(group.locales.keys.compactMap { group.locales[$0]?[name]?.strings?.file })
            if let referenceFile,
                let finding = MissingTableRule.finding(
                    table: name, in: group, locales: locales, translated: translated, candidates: candidates,
                    baseFile: referenceFile.file.displayPath)
            {
                diagnostics.append(finding)
            }
        }
    }
}
