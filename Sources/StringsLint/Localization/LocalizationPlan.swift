import DevToolsCore

/// What the cross-locale pass does, decided from paths alone before any file is read: which tables are
/// compared (one `TableJob` per table of a group that has a development-language version), the findings
/// about whole tables (a missing table, no development language), and which `.strings` files those
/// comparisons check on the way. Deciding first lets the pass read each file once and hold only one
/// table's development-language version at a time.
struct LocalizationPlan {
    var jobs: [TableJob] = []
    /// Findings about tables as a whole, known from the files present.
    var diagnostics: [Diagnostic] = []
    /// The `.strings` files of every compared table, in every locale: their values are judged for
    /// `invalid-format-specifier` and `empty-value` by the comparison (or on purpose not at all); the
    /// other files are judged on their own.
    var checkedFiles: Set<SourceFile> = []

    /// Whether `strings.base` names the development language: then its absence is a finding. Without
    /// it, a localization without en/Base is common and fine (English in the xib or in the code).
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
        // Translations but not the configured development language (a typo such as `base: eng`): the
        // cross-locale checks cannot run, so say so once instead of going quiet.
        if baseIsConfigured, !shipped.isEmpty, !candidates.contains(where: { group.locales[$0] != nil }),
            let first = shipped.first, let table = group.locales[first]?.keys.sorted().first,
            let file = group.locales[first]?[table]?.anyFile
        {
            diagnostics.append(MissingTableRule.noDevelopmentVersion(lookedFor: candidates, locales: shipped, file: file.file.displayPath))
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
                                fallsBack: Self.fallsBack(locale, group: group, table: name, candidates: candidates))
                        }
                    }
                ))
            checkedFiles.formUnion(group.locales.keys.compactMap { group.locales[$0]?[name]?.strings?.file })
            // A table no translation has is English-only by design; a regional locale borrows its language's.
            let missingLocales = locales.filter {
                group.locales[$0]?[name] == nil && !Self.fallsBack($0, group: group, table: name, candidates: candidates)
            }
            if !missingLocales.isEmpty, !translated.isEmpty {
                diagnostics.append(
                    MissingTableRule.diagnostic(table: name, locales: missingLocales, baseFile: referenceFile.file.displayPath))
            }
        }
    }

    /// Whether `locale` falls back to a locale of the group that has the table (or to the development
    /// language), which then answers for every key it lacks.
    private static func fallsBack(_ locale: String, group: LocalizationGroup, table: String, candidates: [String]) -> Bool {
        let present = group.locales.keys.filter { group.locales[$0]?[table] != nil } + candidates
        return LocaleFallback.parent(of: locale, among: present) != nil
    }
}
