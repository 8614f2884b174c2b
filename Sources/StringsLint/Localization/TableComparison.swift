import DevToolsCore
import Foundation

/// Compares every table of a group with its development-language version: missing tables and keys,
/// format specifiers, empty values and (opt-in) untranslated values. It knows how apps ship: a regional
/// locale falls back to its language, locales the project does not ship are left alone, a table only
/// the development language has is English-only by design, and only format strings are format-checked.
struct TableComparison: Sendable {
    let tables: [SourceFile: StringsTable]
    let stringsdicts: [SourceFile: StringsdictDocument]
    let reportsUntranslated: Bool
    let reportsEmptyValues: Bool
    /// Whether `strings.base` names the development language: then its absence is a finding. Without
    /// it, a localization without en/Base is common and fine (English in the xib or in the code).
    var baseIsConfigured = false

    /// The findings of one group, and the `.strings` files whose values were checked for
    /// `invalid-format-specifier` and `empty-value` on the way (the others are checked on their own).
    struct GroupFindings {
        var diagnostics: [Diagnostic] = []
        var checkedFiles: Set<SourceFile> = []
    }

    func compare(_ group: LocalizationGroup, candidates given: [String], project: ProjectLocalizations?) -> GroupFindings {
        var findings = GroupFindings()
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
           let file = group.locales[first]?[table]?.anyFile {
            findings.diagnostics.append(MissingTableRule.noDevelopmentVersion(lookedFor: candidates, locales: shipped, file: file.file.displayPath))
        }
        for name in Set(group.locales.values.flatMap(\.keys)).sorted() {
            guard let reference = candidates.first(where: { group.locales[$0]?[name] != nil }),
                  let referenceFiles = group.locales[reference]?[name], let referenceFile = referenceFiles.anyFile
            else { continue }
            let interfaceBuilder = InterfaceBuilderTable.exists(group: group.path, table: name, locales: Array(group.locales.keys))
            let base = keys(of: referenceFiles)
            findings.diagnostics += formatProblems(of: base, reference: nil, interfaceBuilder: interfaceBuilder)
            if let file = referenceFiles.strings?.file { findings.checkedFiles.insert(file) }
            let baseOrder = base.sortedKeys
            let locales = shipped.filter { !candidates.contains($0) }
            let translated = locales.filter { group.locales[$0]?[name] != nil }
            // Locales are independent: compare them in parallel, then report in locale order.
            findings.diagnostics += ParallelMap.collect(translated) { locale -> [Diagnostic] in
                guard let files = group.locales[locale]?[name] else { return [] }
                let translation = keys(of: files)
                let fallsBack = fallsBack(locale, group: group, table: name, candidates: candidates)
                return formatProblems(of: translation, reference: base, interfaceBuilder: interfaceBuilder)
                    + emptyValues(of: translation, reference: base)
                    + compare(translation, files: files, locale: locale, base: base, baseOrder: baseOrder, baseLocale: reference,
                              fallsBack: fallsBack, interfaceBuilder: interfaceBuilder)
            }.flatMap { $0 }
            findings.checkedFiles.formUnion(group.locales.keys.compactMap { group.locales[$0]?[name]?.strings?.file })
            // A table no translation has is English-only by design; a regional locale borrows its language's.
            let missingLocales = locales.filter { group.locales[$0]?[name] == nil && !fallsBack($0, group: group, table: name, candidates: candidates) }
            if !missingLocales.isEmpty, !translated.isEmpty {
                findings.diagnostics.append(MissingTableRule.diagnostic(table: name, locales: missingLocales, baseFile: referenceFile.file.displayPath))
            }
        }
        return findings
    }

    /// Whether `locale` falls back to a locale of the group that has the table (or to the development
    /// language), which then answers for every key it lacks.
    private func fallsBack(_ locale: String, group: LocalizationGroup, table: String, candidates: [String]) -> Bool {
        let present = group.locales.keys.filter { group.locales[$0]?[table] != nil } + candidates
        return LocaleFallback.parent(of: locale, among: present) != nil
    }

    private func keys(of files: LocalizationGroup.TableFiles) -> TableKeys {
        let strings = files.strings.flatMap { file in tables[file.file].map { (file, $0) } }
        let stringsdict = files.stringsdict.flatMap { file in stringsdicts[file.file].map { (file, $0) } }
        return TableKeys(strings: strings, stringsdict: stringsdict)
    }

    /// `invalid-format-specifier` for the values that are format strings by the development language.
    private func formatProblems(of table: TableKeys, reference: TableKeys?, interfaceBuilder: Bool) -> [Diagnostic] {
        guard !interfaceBuilder else { return [] }
        return table.formatProblems.flatMap { value -> [Diagnostic] in
            let decider = reference?.keys[value.key].map { $0.plural != nil ? nil : $0.format } ?? value.format
            guard FormatStringScope.judges(key: value.key, reference: decider) else { return [] }
            return InvalidFormatSpecifierRule.diagnostics(key: value.key, format: value.format, place: value.place)
        }
    }

    /// `empty-value` for translations, unless the development value is empty too (then it is on purpose).
    private func emptyValues(of table: TableKeys, reference: TableKeys) -> [Diagnostic] {
        guard reportsEmptyValues else { return [] }
        return table.emptyValues.compactMap { value in
            if let want = reference.keys[value.key], want.plural == nil, want.value?.isEmpty != false { return nil }
            return EmptyValueRule.diagnostic(key: value.key, location: value.place.location)
        }
    }

    private func compare(
        _ translation: TableKeys, files: LocalizationGroup.TableFiles, locale: String, base: TableKeys, baseOrder: [String],
        baseLocale: String, fallsBack: Bool, interfaceBuilder: Bool
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // `"" = "";` is a placeholder some apps keep so a table is never empty: never a missing key.
        for key in baseOrder where !key.isEmpty {
            guard let want = base.keys[key] else { continue }
            guard let got = translation.keys[key] else {
                let file = (want.plural != nil ? files.stringsdict : files.strings) ?? files.anyFile
                // An unreadable .stringsdict has its syntax error; its keys are unknown, not missing.
                let unreadable = want.plural != nil && files.stringsdict.map { stringsdicts[$0.file]?.isReadable == false } == true
                if let file, !fallsBack, !unreadable {
                    diagnostics.append(MissingKeyRule.missingInTranslation(key: key, locale: locale, file: file.file.displayPath, base: want.place))
                }
                continue
            }
            diagnostics += compareValues(key: key, want: want, got: got, baseLocale: baseLocale, interfaceBuilder: interfaceBuilder)
        }
        // One note per table: apps that keep their English in code have thousands of such keys.
        let onlyHere = translation.keys.keys.filter { base.keys[$0] == nil }.sorted { lhs, rhs in
            let (a, b) = (translation.keys[lhs]!.place.location, translation.keys[rhs]!.place.location)
            return (a.line, a.column, lhs) < (b.line, b.column, rhs)
        }
        if let first = onlyHere.first, let place = translation.keys[first]?.place {
            diagnostics.append(MissingKeyRule.onlyInTranslation(keys: onlyHere, baseLocale: baseLocale, place: place))
        }
        return diagnostics
    }

    private func compareValues(key: String, want: TableKeys.Key, got: TableKeys.Key, baseLocale: String, interfaceBuilder: Bool) -> [Diagnostic] {
        if let baseValue = want.value, let value = got.value, let baseFormat = want.format, let format = got.format {
            var result: [Diagnostic] = []
            if !interfaceBuilder, FormatStringScope.judges(key: key, reference: baseFormat),
               baseFormat.variables.isEmpty, format.variables.isEmpty,
               let finding = FormatMismatchRule.diagnostic(key: key, base: baseValue, baseFormat: baseFormat, translationFormat: format, baseLocale: baseLocale, place: got.valuePlace, basePlace: want.valuePlace) {
                result.append(finding)
            }
            if reportsUntranslated, value == baseValue, !value.isEmpty {
                result.append(UntranslatedRule.diagnostic(key: key, value: value, baseLocale: baseLocale, place: got.valuePlace))
            }
            return result
        }
        guard let basePlural = want.plural, let plural = got.plural else { return [] }
        return PluralPermutationCheck.compare(key: key, base: basePlural, translation: plural, baseLocale: baseLocale, basePlace: want.place, place: got.place)
    }
}
