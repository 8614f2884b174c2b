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
    init(localized: [LocalizedFile], configuredBase: String?) {
        var development = DevelopmentLanguage(configured: configuredBase)
        for group in LocalizationGroup.groups(of: localized) {
            let project = development.project(above: group.path)
            plan(group, candidates: development.candidates(for: group.path), project: project, baseIsConfigured: configuredBase != nil)
        }
    }

    private mutating func plan(
        _ group: LocalizationGroup, candidates given: [String], project: ProjectLocalizations?, baseIsConfigured: Bool
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
        if let finding = MissingTableRule.finding(
            noDevelopmentVersionIn: group, candidates: candidates, shipped: shipped, baseIsConfigured: baseIsConfigured,
            projectRegion: project?.developmentRegion)
        {
            diagnostics.append(finding)
        }
        for name in Set(group.locales.values.flatMap(\.keys)).sorted() {
            guard let reference = candidates.first(where: { group.locales[$0]?[name] != nil }),
                let referenceFiles = group.locales[reference]?[name], let referenceFile = referenceFiles.anyFile
            else { continue }
            let locales = shipped.filter { !candidates.contains($0) }
            let translated = locales.filter { group.locales[$0]?[name] != nil }
            jobs.append(
                TableJob(
                    name: name, referenceLocale: reference, reference: referenceFiles,
                    interfaceBuilder: InterfaceBuilderTable.exists(group: group.path, table: name, locales: Array(group.locales.keys)),
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
            if let finding = MissingTableRule.finding(
                table: name, in: group, locales: locales, translated: translated, candidates: candidates,
                baseFile: referenceFile.file.displayPath)
            {
                diagnostics.append(finding)
            }
        }
    }
}
