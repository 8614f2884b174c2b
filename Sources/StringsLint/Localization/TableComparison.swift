import DevToolsCore

/// Compares every table of a group with its development-language version: missing tables and keys,
/// format specifiers, and (opt-in) untranslated values.
struct TableComparison {
    let tables: [SourceFile: StringsTable]
    let stringsdicts: [SourceFile: StringsdictDocument]
    let reportsUntranslated: Bool

    func compare(_ group: LocalizationGroup, candidates: [String]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let tableNames = Set(group.locales.values.flatMap(\.keys)).sorted()
        for name in tableNames {
            guard let reference = candidates.first(where: { group.locales[$0]?[name] != nil }),
                  let referenceFiles = group.locales[reference]?[name], let referenceFile = referenceFiles.anyFile
            else { continue }
            let base = keys(of: referenceFiles)
            var missingLocales: [String] = []
            for locale in group.locales.keys.sorted() where !candidates.contains(locale) {
                guard let files = group.locales[locale]?[name] else { missingLocales.append(locale); continue }
                diagnostics += compare(keys(of: files), files: files, locale: locale, base: base, baseLocale: reference)
            }
            if !missingLocales.isEmpty {
                diagnostics.append(MissingTableRule.diagnostic(table: name, locales: missingLocales, baseFile: referenceFile.file.displayPath))
            }
        }
        return diagnostics
    }

    private func keys(of files: LocalizationGroup.TableFiles) -> TableKeys {
        let strings = files.strings.flatMap { file in tables[file.file].map { (file, $0) } }
        let stringsdict = files.stringsdict.flatMap { file in stringsdicts[file.file].map { (file, $0) } }
        return TableKeys(strings: strings, stringsdict: stringsdict)
    }

    private func compare(_ translation: TableKeys, files: LocalizationGroup.TableFiles, locale: String, base: TableKeys, baseLocale: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for key in base.keys.keys.sorted() {
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
        for key in translation.keys.keys.sorted() where base.keys[key] == nil {
            if let place = translation.keys[key]?.place {
                diagnostics.append(MissingKeyRule.onlyInTranslation(key: key, baseLocale: baseLocale, place: place))
            }
        }
        return diagnostics
    }

    private func compareValues(key: String, want: TableKeys.Key, got: TableKeys.Key, baseLocale: String) -> [Diagnostic] {
        if let baseValue = want.value, let value = got.value {
            var result: [Diagnostic] = []
            if FormatString(baseValue).variables.isEmpty, FormatString(value).variables.isEmpty,
               let finding = FormatMismatchRule.diagnostic(key: key, base: baseValue, baseLocale: baseLocale, translation: value, place: got.valuePlace, basePlace: want.valuePlace) {
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
