import DevToolsCore
import ProjectModel

/// Compares one translation of a table with its development-language version, in one pass over the
/// translation and one over the reference's keys: it hands each translation entry, each reference key
/// and what it found for it to the rules that judge them (`InvalidFormatSpecifierRule`, `EmptyValueRule`,
/// `MissingKeyRule`, `FormatMismatchRule`, `UntranslatedRule`; `PluralPermutationCheck` for plurals), and
/// collects their findings. The detection is in the rule types.
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
    /// Keys whose development-language text is in code and not in the reference (normalized, see
    /// `KeyPattern`): a translation that has one does not have it "only in the translation".
    var codeKeys: Set<String> = []
    /// Of those, the ones the code formats with its own default value, by normalized key: a translation's
    /// value is compared with that text as with a development value.
    var codeFormats: [String: CodeDefinedKeys.Key] = [:]
    /// Keys `unused-key` reports (no code looks them up): not also missing in every translation.
    var unusedKeys: Set<String> = []
    /// For a storyboard's or xib's table, the objects its file has (nil: not known), and the file.
    var interfaceBuilderIDs: Set<String>? = nil
    var interfaceBuilderFile = ""
    /// Texts judged across the translations together (`DevelopmentTextGaps`): a storyboard's texts the
    /// development-language table lacks (a partial `en.lproj` override, or none), an Info.plist's texts
    /// and an `InfoPlist.strings` table's entries. Their keys are not reported missing one translation
    /// at a time.
    var developmentTexts: [DevelopmentText] = []
    /// The keys of `developmentTexts`.
    var judgedTogether: Set<String> = []
    /// For an intent definition's table, the ids its texts have: a key of them (`8Ziepl`, or a response's
    /// `2etfeF-8CnkN3`) is the definition's, not "only in the translation".
    var intentIDs: Set<String> = []
    /// Keys of the storyboard's texts that are never shown as written (bound, set in code, `<dnl>`).
    var interfaceBuilderPlaceholders: Set<String> = []

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

    /// The findings for one translation; `tally` counts its keys, the missing ones, the untranslated
    /// ones and those Apple's parser never returns as it goes (for the coverage matrix).
    func diagnostics(
        strings: (file: LocalizedFile, table: StringsTable)?, stringsdict: (file: LocalizedFile, document: StringsdictDocument)?,
        translation: TableJob.Translation, tally: inout TranslationTally
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let index = reference.index
        let facts = reference.facts
        var found = [Definition](repeating: .none, count: facts.count)
        var extra: [String: TranslationOnlyKey] = [:]
        if let stringsdict {
            let path = stringsdict.file.file.displayPath
            for (position, entry) in stringsdict.document.entries.enumerated() {
                if let keyIndex = index[entry.key] {
                    found[keyIndex] = .plural(position)
                } else if !isCodeKey(entry.key) {
                    extra[entry.key] = TranslationOnlyKey(
                        place: KeyPlace(location: SourceLocation(file: path, line: entry.line, column: 1)), isPlural: true)
                }
            }
        }
        let entries = strings?.table.entries ?? []
        let path = strings?.file.file.displayPath ?? ""
        // Which keys Apple's parser returns a value for, when it does not return the whole table: the
        // coverage counts the others as never loaded.
        let load = strings?.table.load ?? .whole
        var loaded = load == .whole ? nil : [Bool](repeating: false, count: facts.count)
        // A `.strings` table Apple rejects or stops early in (here or in the development language) has
        // its own finding; which keys it gives the app is unknown, so none is reported missing or extra.
        let comparesStringsKeys = reference.stringsKeysAreKnown && strings?.table.loadsWhole != false
        for position in entries.indices {
            let key = entries[position].key
            if isStale(key) {
                diagnostics.append(
                    StaleInterfaceBuilderKeyRule.finding(
                        key: key, interfaceBuilderFile: interfaceBuilderFile, at: entries[position].keyLocation(in: path)))
                continue
            }
            let keyIndex = index[key]
            if let keyIndex, load.loads(entryAt: position) { loaded?[keyIndex] = true }
            // A key no code looks up shows nothing, right or wrong (`unused-key` says to delete it).
            let isUnused = unusedKeys.contains(key)
            if !interfaceBuilder, !isUnused {
                diagnostics += InvalidFormatSpecifierRule.findings(
                    translated: entries[position], path: path, keyIndex: keyIndex, reference: reference)
            }
            if reportsEmptyValues, !isUnused,
                let finding = EmptyValueRule.finding(translated: entries[position], path: path, keyIndex: keyIndex, reference: reference)
            {
                diagnostics.append(finding)
            }
            if let keyIndex {
                if !found[keyIndex].isPlural { found[keyIndex] = .strings(position) }
            } else if !codeFormats.isEmpty, let code = codeFormats[KeyPattern.normalized(key)], let value = entries[position].value,
                let finding = FormatMismatchRule.diagnostic(
                    key: key, base: code.value, baseLocale: referenceLocale, translation: value,
                    place: KeyPlace(location: entries[position].valueLocation(in: path)), basePlace: KeyPlace(location: code.location))
            {
                diagnostics.append(finding)
            } else {
                // A key the development table lacks is its own development text when it is a format
                // (UTM's empty English table; `NSLocalizedString("Cannot find VM with ID: %@", …)`): the code
                // passes what the key reads.
                if !interfaceBuilder, let value = entries[position].value,
                    let finding = FormatMismatchRule.diagnostic(
                        keyAsDevelopmentText: key, baseLocale: referenceLocale, translation: value,
                        place: KeyPlace(location: entries[position].valueLocation(in: path)),
                        keyPlace: KeyPlace(location: entries[position].keyLocation(in: path)))
                {
                    diagnostics.append(finding)
                }
                if comparesStringsKeys, extra[key]?.isPlural != true, !isCodeKey(key), !isLiveInterfaceBuilderKey(key),
                    !judgedTogether.contains(key),
                    intentIDs.isEmpty || !key.split(separator: "-").allSatisfy({ intentIDs.contains(String($0)) })
                {
                    extra[key] = TranslationOnlyKey(place: KeyPlace(location: entries[position].keyLocation(in: path)), isPlural: false)
                }
            }
        }
        var missing: [Diagnostic] = []
        var judgedKeys = 0
        for keyIndex in facts.indices where !facts[keyIndex].isEmptyKey {  // `"" = "";` is a placeholder: never missing
            tally.keys += 1
            switch found[keyIndex] {
            case .none:
                if !comparesStringsKeys && !facts[keyIndex].isPlural {
                    if strings?.table.loadsWhole == false { tally.missing += 1 }  // lost at run time
                    continue
                }
                if unusedKeys.contains(reference.keys[keyIndex]) { continue }  // `unused-key` says it: delete, not translate
                if interfaceBuilder, isStale(reference.keys[keyIndex]) || isPlaceholder(at: keyIndex) { continue }
                if interfaceBuilderPlaceholders.contains(reference.keys[keyIndex]) { continue }
                if judgedTogether.contains(reference.keys[keyIndex]) { continue }
                judgedKeys += 1
                if let finding = MissingKeyRule.finding(
                    missing: keyIndex, of: reference, in: translation, stringsdict: stringsdict?.document)
                {
                    missing.append(finding)
                    tally.missing += 1
                } else if facts[keyIndex].isPlural, stringsdict?.document.isReadable == false, !translation.fallsBack {
                    tally.unloaded += 1  // not missing: the .stringsdict Apple cannot read may have it
                }
            case .plural(let position):
                judgedKeys += 1
                // A key no code looks up shows nothing, right or wrong (`unused-key` says to delete it).
                guard !unusedKeys.contains(reference.keys[keyIndex]), let basePlural = reference.plural(at: keyIndex),
                    let document = stringsdict?.document,
                    let path = stringsdict?.file.file.displayPath
                else { continue }
                let entry = document.entries[position]
                let place = KeyPlace(location: SourceLocation(file: path, line: entry.line, column: 1))
                diagnostics += PluralPermutationCheck.compare(
                    key: reference.keys[keyIndex], base: basePlural, translation: entry, baseLocale: referenceLocale,
                    basePlace: reference.place(at: keyIndex), place: place
                )
            case .strings(let position):
                judgedKeys += 1
                if loaded?[keyIndex] == false, !translation.fallsBack { tally.unloaded += 1 }
                // The value rules compare two strings.
                guard facts[keyIndex].hasStringValue, entries[position].valueStorage.isString else { continue }
                // A key no code looks up shows nothing, right or wrong (`unused-key` says to delete it).
                if !interfaceBuilder, !unusedKeys.contains(reference.keys[keyIndex]),
                    let finding = FormatMismatchRule.finding(
                        translated: entries[position], path: path, keyIndex: keyIndex, facts: facts[keyIndex], reference: reference,
                        baseLocale: referenceLocale)
                {
                    diagnostics.append(finding)
                }
                if reportsUntranslated,
                    let finding = UntranslatedRule.finding(
                        translated: entries[position], path: path, keyIndex: keyIndex, reference: reference, baseLocale: referenceLocale)
                {
                    diagnostics.append(finding)
                    if loaded?[keyIndex] != false { tally.untranslated += 1 }
                }
            }
        }
        if let summary = MissingKeyRule.finding(barelyStarted: missing, of: judgedKeys, locale: translation.locale) {
            diagnostics.append(summary)
            tally.isBarelyStarted = true
        } else {
            diagnostics += missing
        }
        if let finding = MissingKeyRule.finding(onlyInTranslation: extra, baseLocale: referenceLocale) {
            diagnostics.append(finding)
        }
        return diagnostics
    }

    /// A key of a storyboard's table naming an object the storyboard no longer has.
    func isStale(_ key: String) -> Bool {
        guard let ids = interfaceBuilderIDs, let object = InterfaceBuilderTable.objectID(ofKey: key) else { return false }
        return !ids.contains(String(object))
    }

    /// A key of an object the storyboard has: the translation may have it though an `en.lproj` override
    /// lists only some objects.
    private func isLiveInterfaceBuilderKey(_ key: String) -> Bool {
        guard let ids = interfaceBuilderIDs, let object = InterfaceBuilderTable.objectID(ofKey: key) else { return false }
        return ids.contains(String(object))
    }

    /// Interface Builder's placeholder text (`-`, `<dnl>`, empty): never shown as written.
    private func isPlaceholder(at keyIndex: Int) -> Bool {
        reference.value(at: keyIndex).map(InterfaceBuilderTable.isPlaceholder) ?? false
    }

    private func isCodeKey(_ key: String) -> Bool {
        !codeKeys.isEmpty && codeKeys.contains(KeyPattern.normalized(key))
    }

    /// What the translation does with `developmentTexts`; nil when its locale falls back to another, or
    /// when which keys Apple reads from its `.strings` file is not known.
    func developmentTextUse(strings: (file: LocalizedFile, table: StringsTable)?, translation: TableJob.Translation) -> DevelopmentTextUse?
    {
        guard !developmentTexts.isEmpty, !translation.fallsBack, reference.stringsKeysAreKnown, strings?.table.loadsWhole != false
        else { return nil }
        let values = Dictionary(developmentTexts.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        var use = DevelopmentTextUse()
        var given: Set<String> = []
        for entry in strings?.table.entries ?? [] {
            guard let text = values[entry.key] else { continue }
            given.insert(entry.key)
            if entry.value == text { use.unchanged.insert(entry.key) }
        }
        use.missing = developmentTexts.map(\.key).filter { !given.contains($0) }
        return use
    }

    /// The code's keys (`codeKeys`) the translation lacks; none when its locale falls back to another
    /// that answers for them, or when which keys Apple reads from its `.strings` file is not known.
    func missingCodeKeys(
        strings: (file: LocalizedFile, table: StringsTable)?, stringsdict: (file: LocalizedFile, document: StringsdictDocument)?,
        translation: TableJob.Translation
    ) -> Set<String> {
        guard !codeKeys.isEmpty, !translation.fallsBack, strings?.table.loadsWhole != false, stringsdict?.document.isReadable != false
        else { return [] }
        var missing = codeKeys
        for entry in strings?.table.entries ?? [] { missing.remove(KeyPattern.normalized(entry.key)) }
        for entry in stringsdict?.document.entries ?? [] { missing.remove(KeyPattern.normalized(entry.key)) }
        return missing
    }
}
