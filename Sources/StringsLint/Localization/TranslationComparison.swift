import DevToolsCore

/// Compares one translation of a table with its development-language version: missing keys, keys only
/// the translation has, format specifiers, empty values and (opt-in) untranslated values. The
/// translation is read entry by entry against the reference's index, without an index of its own, and a
/// value's `FormatSummary` settles most format questions without parsing the value again.
struct TranslationComparison: Sendable {
    let reference: ReferenceTable
    let referenceLocale: String
    let interfaceBuilder: Bool
    let reportsUntranslated: Bool
    let reportsEmptyValues: Bool

    /// What a translation defines for one key of the reference: its `.stringsdict` entry wins over
    /// its `.strings` entries, and the last of those wins, as in Foundation.
    private enum Definition {
        case none
        case plural(Int)
        case strings(Int)

        var isPlural: Bool {
            if case .plural = self { return true }
            return false
        }
    }

    /// A key only the translation has, with where it is defined.
    private struct ExtraKey {
        var place: KeyPlace
        var isPlural: Bool
    }

    func diagnostics(
        strings: (file: LocalizedFile, table: StringsTable)?, stringsdict: (file: LocalizedFile, document: StringsdictDocument)?,
        translation: TableJob.Translation
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var found = [Definition](repeating: .none, count: reference.keys.count)
        var extra: [String: ExtraKey] = [:]
        if let stringsdict {
            let path = stringsdict.file.file.displayPath
            for (position, entry) in stringsdict.document.entries.enumerated() {
                if let index = reference.index[entry.key] {
                    found[index] = .plural(position)
                } else {
                    extra[entry.key] = ExtraKey(place: KeyPlace(location: SourceLocation(file: path, line: entry.line, column: 1)), isPlural: true)
                }
            }
        }
        if let strings {
            let path = strings.file.file.displayPath
            for (position, entry) in strings.table.entries.enumerated() {
                let index = reference.index[entry.key]
                diagnostics += valueProblems(of: entry, path: path, want: index.map { reference.definitions[$0] })
                if let index {
                    if !found[index].isPlural { found[index] = .strings(position) }
                } else if extra[entry.key]?.isPlural != true {
                    extra[entry.key] = ExtraKey(place: KeyPlace(location: entry.keyLocation(in: path)), isPlural: false)
                }
            }
        }
        let files = translation.files
        for (index, key) in reference.keys.enumerated() where !key.isEmpty {  // `"" = "";` is a placeholder: never missing
            let want = reference.definitions[index]
            switch found[index] {
            case .none:
                let file = (want.plural != nil ? files.stringsdict : files.strings) ?? files.anyFile
                // An unreadable .stringsdict has its syntax error; its keys are unknown, not missing.
                let unreadable = want.plural != nil && files.stringsdict != nil && stringsdict?.document.isReadable == false
                if let file, !translation.fallsBack, !unreadable {
                    diagnostics.append(MissingKeyRule.missingInTranslation(key: key, locale: translation.locale, file: file.file.displayPath, base: want.place))
                }
            case .plural(let position):
                guard let basePlural = want.plural, let document = stringsdict?.document, let path = stringsdict?.file.file.displayPath else { continue }
                let entry = document.entries[position]
                let place = KeyPlace(location: SourceLocation(file: path, line: entry.line, column: 1))
                diagnostics += PluralPermutationCheck.compare(
                    key: key, base: basePlural, translation: entry, baseLocale: referenceLocale, basePlace: want.place, place: place
                )
            case .strings(let position):
                guard let table = strings?.table, let path = strings?.file.file.displayPath else { continue }
                diagnostics += compareValues(key: key, want: want, got: table.entries[position], path: path)
            }
        }
        // One note per table: apps that keep their English in code have thousands of such keys.
        let onlyHere = extra.keys.sorted { lhs, rhs in
            let (a, b) = (extra[lhs]!.place.location, extra[rhs]!.place.location)
            return (a.line, a.column, lhs) < (b.line, b.column, rhs)
        }
        if let first = onlyHere.first, let place = extra[first]?.place {
            diagnostics.append(MissingKeyRule.onlyInTranslation(keys: onlyHere, baseLocale: referenceLocale, place: place))
        }
        return diagnostics
    }

    /// `invalid-format-specifier` (for values that are format strings by the development language) and
    /// `empty-value` (unless the development value is empty too, on purpose) for one `.strings` entry.
    private func valueProblems(of entry: StringsEntry, path: String, want: ReferenceTable.Key?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let summary = entry.formatSummary
        if !interfaceBuilder, entry.valueStorage.isString, !summary.isKnown || summary.hasProblems,
           let value = entry.value {
            let format = FormatString(value)
            if !format.problems.isEmpty {
                let decider = want.map { $0.plural != nil ? nil : $0.format } ?? format
                if FormatStringScope.judges(key: entry.key, reference: decider) {
                    diagnostics += InvalidFormatSpecifierRule.diagnostics(key: entry.key, format: format, place: KeyPlace(location: entry.valueLocation(in: path)))
                }
            }
        }
        if reportsEmptyValues, entry.hasEmptyValue, !entry.key.isEmpty {
            if let want, want.plural == nil, want.value?.isEmpty != false { return diagnostics }
            diagnostics.append(EmptyValueRule.diagnostic(key: entry.key, location: entry.valueLocation(in: path)))
        }
        return diagnostics
    }

    /// `format-mismatch` and `untranslated` for a key both define in `.strings` files.
    private func compareValues(key: String, want: ReferenceTable.Key, got entry: StringsEntry, path: String) -> [Diagnostic] {
        guard let baseValue = want.value, let baseFormat = want.format, entry.valueStorage.isString else { return [] }
        var result: [Diagnostic] = []
        if !interfaceBuilder, FormatStringScope.judges(key: key, reference: baseFormat), baseFormat.variables.isEmpty {
            let summary = entry.formatSummary
            // The summary settles the common cases: the same specifiers (compatible), or variables (not compared).
            let settled = summary.isKnown && (summary.hasVariables || summary.hasSameSpecifiers(as: want.summary))
            if !settled, let value = entry.value {
                let format = FormatString(value)
                let place = KeyPlace(location: entry.valueLocation(in: path))
                if format.variables.isEmpty,
                   let finding = FormatMismatchRule.diagnostic(key: key, base: baseValue, baseFormat: baseFormat, translationFormat: format, baseLocale: referenceLocale, place: place, basePlace: want.valuePlace) {
                    result.append(finding)
                }
            }
        }
        if reportsUntranslated, let value = entry.value, value == baseValue, !value.isEmpty {
            result.append(UntranslatedRule.diagnostic(key: key, value: value, baseLocale: referenceLocale, place: KeyPlace(location: entry.valueLocation(in: path))))
        }
        return result
    }
}
