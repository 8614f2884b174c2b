import DevToolsCore

/// Compares one translation of a table with its development-language version: missing keys, keys only
/// the translation has, format specifiers, empty values and (opt-in) untranslated values.
///
/// The translation is read entry by entry against the reference's index, without an index of its own.
/// The common case (a key both have, values that read the same arguments) is settled by the reader's
/// `FormatSummary` and the reference's `facts`; values are decoded and parsed only for a finding.
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
        let index = reference.index
        let facts = reference.facts
        var found = [Definition](repeating: .none, count: facts.count)
        var extra: [String: ExtraKey] = [:]
        if let stringsdict {
            let path = stringsdict.file.file.displayPath
            for (position, entry) in stringsdict.document.entries.enumerated() {
                if let keyIndex = index[entry.key] {
                    found[keyIndex] = .plural(position)
                } else {
                    extra[entry.key] = ExtraKey(
                        place: KeyPlace(location: SourceLocation(file: path, line: entry.line, column: 1)), isPlural: true)
                }
            }
        }
        let entries = strings?.table.entries ?? []
        let path = strings?.file.file.displayPath ?? ""
        for position in entries.indices {
            let key = entries[position].key
            let keyIndex = index[key]
            let summary = entries[position].formatSummary
            if !interfaceBuilder, !summary.isKnown || summary.hasProblems {
                diagnostics += formatProblems(of: entries[position], path: path, keyIndex: keyIndex)
            }
            if reportsEmptyValues, entries[position].hasEmptyValue, !key.isEmpty, keyIndex.map({ facts[$0].emptyIsOnPurpose }) != true {
                diagnostics.append(EmptyValueRule.diagnostic(key: key, location: entries[position].valueLocation(in: path)))
            }
            if let keyIndex {
                if !found[keyIndex].isPlural { found[keyIndex] = .strings(position) }
            } else if extra[key]?.isPlural != true {
                extra[key] = ExtraKey(place: KeyPlace(location: entries[position].keyLocation(in: path)), isPlural: false)
            }
        }
        for keyIndex in facts.indices where !facts[keyIndex].isEmptyKey {  // `"" = "";` is a placeholder: never missing
            switch found[keyIndex] {
            case .none:
                diagnostics += missing(keyIndex, translation: translation, stringsdict: stringsdict?.document)
            case .plural(let position):
                guard let basePlural = reference.plural(at: keyIndex), let document = stringsdict?.document,
                    let path = stringsdict?.file.file.displayPath
                else { continue }
                let entry = document.entries[position]
                let place = KeyPlace(location: SourceLocation(file: path, line: entry.line, column: 1))
                diagnostics += PluralPermutationCheck.compare(
                    key: reference.keys[keyIndex], base: basePlural, translation: entry, baseLocale: referenceLocale,
                    basePlace: reference.place(at: keyIndex), place: place
                )
            case .strings(let position):
                guard facts[keyIndex].hasStringValue, entries[position].valueStorage.isString else { continue }
                if !interfaceBuilder, facts[keyIndex].comparesFormats {
                    let summary = entries[position].formatSummary
                    // The summary settles the common cases: the same specifiers (compatible), or variables (not compared).
                    if !summary.isKnown || !(summary.hasVariables || summary.hasSameSpecifiers(as: facts[keyIndex].summary)),
                        let finding = formatMismatch(keyIndex, got: entries[position], path: path)
                    {
                        diagnostics.append(finding)
                    }
                }
                if reportsUntranslated, let finding = untranslated(keyIndex, got: entries[position], path: path) {
                    diagnostics.append(finding)
                }
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

    /// `missing-key` for a key the translation lacks, unless its locale falls back to another.
    private func missing(_ keyIndex: Int, translation: TableJob.Translation, stringsdict: StringsdictDocument?) -> [Diagnostic] {
        let files = translation.files
        let isPlural = reference.facts[keyIndex].isPlural
        let file = (isPlural ? files.stringsdict : files.strings) ?? files.anyFile
        // An unreadable .stringsdict has its syntax error; its keys are unknown, not missing.
        let unreadable = isPlural && files.stringsdict != nil && stringsdict?.isReadable == false
        guard let file, !translation.fallsBack, !unreadable else { return [] }
        return [
            MissingKeyRule.missingInTranslation(
                key: reference.keys[keyIndex], locale: translation.locale, file: file.file.displayPath, base: reference.place(at: keyIndex)
            )
        ]
    }

    /// `invalid-format-specifier` for a value with a `%` problem, when the development language says
    /// it is a format string (or, for a key only the translation has, its own value does).
    private func formatProblems(of entry: StringsEntry, path: String, keyIndex: Int?) -> [Diagnostic] {
        guard entry.valueStorage.isString, let value = entry.value else { return [] }
        let format = FormatString(value)
        guard !format.problems.isEmpty else { return [] }
        let decider: FormatString?
        if let keyIndex {
            decider = reference.facts[keyIndex].isPlural ? nil : reference.format(at: keyIndex)
        } else {
            decider = format
        }
        guard FormatStringScope.judges(key: entry.key, reference: decider) else { return [] }
        return InvalidFormatSpecifierRule.diagnostics(
            key: entry.key, format: format, place: KeyPlace(location: entry.valueLocation(in: path)))
    }

    /// `format-mismatch` when the values do not read the same arguments.
    private func formatMismatch(_ keyIndex: Int, got entry: StringsEntry, path: String) -> Diagnostic? {
        guard let baseValue = reference.value(at: keyIndex), let value = entry.value else { return nil }
        let format = FormatString(value)
        guard format.variables.isEmpty else { return nil }
        return FormatMismatchRule.diagnostic(
            key: reference.keys[keyIndex], base: baseValue, baseFormat: FormatString(baseValue), translationFormat: format,
            baseLocale: referenceLocale, place: KeyPlace(location: entry.valueLocation(in: path)),
            basePlace: reference.valuePlace(at: keyIndex)
        )
    }

    /// `untranslated` when the value is the development language's, as text.
    private func untranslated(_ keyIndex: Int, got entry: StringsEntry, path: String) -> Diagnostic? {
        guard let baseValue = reference.value(at: keyIndex), let value = entry.value, value == baseValue, !value.isEmpty else { return nil }
        return UntranslatedRule.diagnostic(
            key: reference.keys[keyIndex], value: value, baseLocale: referenceLocale,
            place: KeyPlace(location: entry.valueLocation(in: path)))
    }
}
