import DevToolsCore
import Foundation

/// Compares every table of a group with its development-language version: missing tables and keys,
/// format specifiers, and (opt-in) untranslated values.
struct TableComparison: Sendable {
    let tables: [SourceFile: StringsTable]
    let stringsdicts: [SourceFile: StringsdictDocument]
    let reportsUntranslated: Bool

    /// The findings of one group, and the `.strings` files whose values were checked for
    /// `invalid-format-specifier` on the way (the others are checked on their own).
    struct GroupFindings {
        var diagnostics: [Diagnostic] = []
        var checkedFiles: Set<SourceFile> = []
    }

    func compare(_ group: LocalizationGroup, candidates: [String]) -> GroupFindings {
        var diagnostics: [Diagnostic] = []
        var checkedFiles: Set<SourceFile> = []
        let tableNames = Set(group.locales.values.flatMap(\.keys)).sorted()
        for name in tableNames {
            guard let reference = candidates.first(where: { group.locales[$0]?[name] != nil }),
                  let referenceFiles = group.locales[reference]?[name], let referenceFile = referenceFiles.anyFile
            else { continue }
            let base = keys(of: referenceFiles)
            diagnostics += base.formatProblems
            if let file = referenceFiles.strings?.file { checkedFiles.insert(file) }
            let baseOrder = base.sortedKeys
            let locales = group.locales.keys.sorted().filter { !candidates.contains($0) }
            let missingLocales = locales.filter { group.locales[$0]?[name] == nil }
            let translated = locales.filter { group.locales[$0]?[name] != nil }
            // Locales are independent: compare them in parallel, then report in locale order.
            diagnostics += ParallelMap.collect(translated) { locale -> [Diagnostic] in
                guard let files = group.locales[locale]?[name] else { return [] }
                let translation = keys(of: files)
                return translation.formatProblems
                    + compare(translation, files: files, locale: locale, base: base, baseOrder: baseOrder, baseLocale: reference)
            }.flatMap { $0 }
            checkedFiles.formUnion(translated.compactMap { group.locales[$0]?[name]?.strings?.file })
            if !missingLocales.isEmpty {
                diagnostics.append(MissingTableRule.diagnostic(table: name, locales: missingLocales, baseFile: referenceFile.file.displayPath))
            }
        }
        return GroupFindings(diagnostics: diagnostics, checkedFiles: checkedFiles)
    }

    private func keys(of files: LocalizationGroup.TableFiles) -> TableKeys {
        let strings = files.strings.flatMap { file in tables[file.file].map { (file, $0) } }
        let stringsdict = files.stringsdict.flatMap { file in stringsdicts[file.file].map { (file, $0) } }
        return TableKeys(strings: strings, stringsdict: stringsdict)
    }

    private func compare(_ translation: TableKeys, files: LocalizationGroup.TableFiles, locale: String, base: TableKeys, baseOrder: [String], baseLocale: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for key in baseOrder {
            guard let want = base.keys[key] else { continue }
            guard let got = translation.keys[key] else {
                let file = (want.plural != nil ? files.stringsdict : files.strings) ?? files.anyFile
                if let file {
                    diagnostics.append(MissingKeyRule.missingInTranslation(key: key, locale: locale, file: file.file.displayPath, base: want.place))
                }
                continue
            }
            diagnostics += compareValues(key: key, want: want, got: got, baseLocale: baseLocale)
        }
        for key in translation.keys.keys.filter({ base.keys[$0] == nil }).sorted() {
            if let place = translation.keys[key]?.place {
                diagnostics.append(MissingKeyRule.onlyInTranslation(key: key, baseLocale: baseLocale, place: place))
            }
        }
        return diagnostics
    }

    private func compareValues(key: String, want: TableKeys.Key, got: TableKeys.Key, baseLocale: String) -> [Diagnostic] {
        if let baseValue = want.value, let value = got.value, let baseFormat = want.format, let format = got.format {
            var result: [Diagnostic] = []
            if baseFormat.variables.isEmpty, format.variables.isEmpty,
               let finding = FormatMismatchRule.diagnostic(key: key, base: baseValue, baseFormat: baseFormat, translationFormat: format, baseLocale: baseLocale, place: got.valuePlace, basePlace: want.valuePlace) {
                result.append(finding)
            }
            if reportsUntranslated, value == baseValue, !value.isEmpty {
                result.append(UntranslatedRule.diagnostic(key: key, value: value, baseLocale: baseLocale, place: got.valuePlace))
            }
            return result
        }
        guard let basePlural = want.plural, let plural = got.plural else { return [] }
        return comparePlurals(key: key, base: basePlural, translation: plural, baseLocale: baseLocale, basePlace: want.place, place: got.place)
    }

    /// Compares the format key and, for each variable both define, the `other` forms.
    private func comparePlurals(key: String, base: StringsdictEntry, translation: StringsdictEntry, baseLocale: String, basePlace: KeyPlace, place: KeyPlace) -> [Diagnostic] {
        var pairs: [(String, String, Int)] = []
        if let want = base.formatKey, let got = translation.formatKey { pairs.append((want, got, translation.formatKeyLine)) }
        for name in base.variables.keys.sorted() {
            if let want = base.variables[name]?.categories["other"], let got = translation.variables[name]?.categories["other"] {
                pairs.append((want.value, got.value, got.line))
            }
        }
        return pairs.compactMap { want, got, line in
            var at = place
            at.location.line = line
            return FormatMismatchRule.diagnostic(key: key, base: want, baseLocale: baseLocale, translation: got, place: at, basePlace: basePlace)
        }
    }
}
