import DevToolsCore

/// A translation whose format specifiers read other arguments than the development-language value.
///
/// Found by comparing a translation with its development-language table: `TranslationComparison` hands
/// this rule each `.strings` value of a key both have (`finding(translated:…)`); plural forms and String
/// Catalog variations are compared by `PermutationCheck`, which makes its findings here too.
enum FormatMismatchRule: LocalizationRule {
    static let detection = StringsRuleDetection.crossLocale
    static let description = RuleDescription(
        id: "format-mismatch",
        summary:
            "A translation's format specifiers differ in number, type or position from the development-language value: an error when it reads another type or more arguments, a warning when it drops one.",
        rationale:
            "String(format:) reads its arguments as the translated text says: `%d` where the code passes an object prints garbage or crashes, a dropped `%1$@` shows the wrong value. A translation that reads another type or more arguments than the base provides is an error (garbage or a crash); one that reads fewer (a dropped `%@`) is safe at run time but loses information, a warning; an integer width difference (`%ld` vs `%d`) is a warning. Reordering with positions (`%2$@ %1$@`) is fine and `%%` is a literal percent. Only format strings are compared: a value whose development-language value has no specifier that reads an argument (`100% sure`, `{{count}}%`, Interface Builder titles) is never formatted. Plurals (`.stringsdict`, String Catalog variations and substitutions) are compared over every permutation of their forms, against what the code passes: a development entry at odds with itself (`%#@apples@ for %@` whose `one` form drops `%d`) is taken by its `other` forms, so a translation's own crash is still found. Plural variables bound to other arguments than in the development language (`%#@oranges@ und %#@apples@` for `%#@apples@ and %#@oranges@`, without positions, or a substitution's changed `argNum`) read each other's counts: a warning with the numbered format (`%2$#@oranges@ und %1$#@apples@`). A look-alike of `%` (`％@`, `﹪d`, Arabic `٪@`) is printed as it is: the warning names it. A translation that adds a specifier (`%@`, `%lu`) to a development value that reads none is a warning too: the app shows the value as it is, so users see `%@` (and were it formatted, it would read an argument the code does not pass); percent signs of prose (`100%-os`, `%50'den`, `100 % sûr`) are not taken for one.",
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"deleted\" = \"Password for %@ deleted\";\n",
                    "tr.lproj/Localizable.strings": "\"deleted\" = ↓\"@@ için şifre silindi\";\n",
                ], primaryFile: "tr.lproj/Localizable.strings"),
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"count\" = \"%@ items\";\n",
                    "de.lproj/Localizable.strings": "\"count\" = ↓\"%d Elemente\";\n",
                ], primaryFile: "de.lproj/Localizable.strings"),
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"count\" = \"%ld items\";\n",
                    "de.lproj/Localizable.strings": "\"count\" = ↓\"%d Elemente\";\n",
                ], primaryFile: "de.lproj/Localizable.strings"),
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"sent\" = \"%@ sent %@\";\n",
                    "de.lproj/Localizable.strings": "\"sent\" = ↓\"%@ hat gesendet\";\n",
                ], primaryFile: "de.lproj/Localizable.strings"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"route\" = \"Go to %1$@ > %2$@ (100%%)\";\n",
                    "de.lproj/Localizable.strings": "\"route\" = \"%2$@ in %1$@ öffnen (100%%)\";\n",
                ], primaryFile: "de.lproj/Localizable.strings"),
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"zoom\" = \"100% zoom\";\n\"2YJ-bg-OdR.title\" = \"Sent to %@\";\n",
                    "de.lproj/Localizable.strings": "\"zoom\" = \"Zoom: 100 %\";\n\"2YJ-bg-OdR.title\" = \"Gesendet\";\n",
                ], primaryFile: "de.lproj/Localizable.strings"),
        ],
        fix: LonePercentFix.summary
    )

    /// Whether translations of a key's development-language value are compared at all, decided once
    /// per key as the development-language table is built (`ReferenceTable.Facts.comparesFormats`): only
    /// a format string (one that reads arguments) naming no `%#@variable@`, and never an Interface Builder
    /// string, whose text is shown as it is.
    /// When the code tells how it uses the key (`use`, see `FormatUse`), that decides instead of
    /// whether the development value reads arguments.
    static func compares(key: String, readsArguments: Bool, namesVariables: Bool, use: Bool? = nil) -> Bool {
        (use ?? readsArguments) && !FormatStringScope.isInterfaceBuilderKey(key) && !namesVariables
    }

    /// The finding for a translation's `.strings` value `entry` (in the file at `path`) of the key at
    /// `keyIndex` of `reference`, whose facts are `facts`; nil when both read the same arguments, or the
    /// development value is no format string to compare with. The reader's summary settles the common
    /// cases without decoding either value: the same specifiers (compatible), or `%#@variables@` (not
    /// compared).
    static func finding(
        translated entry: StringsEntry, path: String, keyIndex: Int, facts: ReferenceTable.Facts, reference: ReferenceTable,
        baseLocale: String
    ) -> Diagnostic? {
        guard facts.comparesFormats else {
            return specifiersInProse(
                translated: entry, path: path, keyIndex: keyIndex, facts: facts, reference: reference, baseLocale: baseLocale)
        }
        let summary = entry.formatSummary
        if summary.isKnown, summary.hasVariables || summary.hasSameSpecifiers(as: facts.summary) { return nil }
        guard let baseValue = reference.value(at: keyIndex), let value = entry.value else { return nil }
        let format = FormatString(value)
        guard format.variables.isEmpty else { return nil }
        return diagnostic(
            key: reference.keys[keyIndex], base: baseValue, baseFormat: FormatString(baseValue), translationFormat: format,
            baseLocale: baseLocale, place: KeyPlace(location: entry.valueLocation(in: path)), basePlace: reference.valuePlace(at: keyIndex),
            translation: value
        )
    }

    /// A translation that reads arguments where the development value is prose, no format string
    /// (Tunnelblick's Japanese `'%@'を削除する` for "…to remove one or more configurations"): the app shows
    /// the value as it is, so users see `%@`; and were it formatted, it would read an argument the code
    /// does not pass. A warning, at the value.
    static func specifiersInProse(
        translated entry: StringsEntry, path: String, keyIndex: Int, facts: ReferenceTable.Facts, reference: ReferenceTable,
        baseLocale: String
    ) -> Diagnostic? {
        let summary = entry.formatSummary
        if summary.isKnown, summary.specifierCount == 0, !summary.hasVariables { return nil }
        let key = reference.keys[keyIndex]
        guard !facts.readsArguments, !facts.isPlural, facts.hasStringValue, reference.formatUse(of: key) != true,
            !FormatStringScope.isInterfaceBuilderKey(key), let value = entry.value, let baseValue = reference.value(at: keyIndex)
        else { return nil }
        let shown = plainSpecifiers(in: value)
        guard let first = shown.first else { return nil }
        let at = entry.valueLocation(in: path)
        return diagnostic(
            "'\(key)' has \(shown.joined(separator: " "))\(shown.count == 1 ? "" : ",") where the \(baseLocale) value reads no argument: the app does not format it, so users see '\(first)' as it is; remove \(shown.count == 1 ? "it" : "them"), or give the \(baseLocale) value the same specifiers if the code passes arguments",
            file: at.file, line: at.line, column: at.column, severity: .warning,
            notes: [
                RelatedNote(message: "the \(baseLocale) value is \"\(baseValue)\"", location: reference.valuePlace(at: keyIndex).location)
            ]
        )
    }

    /// The specifiers of `value` a writer means as such: `%@`, `%d`, `%lu`, `%1$@`, with no flag, width or
    /// precision and no letter after them. Prose keeps its percent signs in other shapes: Hungarian
    /// `100%-os`, Turkish `%50'den`, a Drupal placeholder `%driver`, all shown as written.
    static func plainSpecifiers(in value: String) -> [String] {
        let bytes = Array(value.utf8)
        return FormatString(value).specifiers.compactMap { specifier in
            // After the `%` and a position (`1$`), only a length and the conversion: letters, or `@`.
            let text = specifier.text.utf8.dropFirst()
            let rest = text.firstIndex(of: UInt8(ascii: "$")).map { text[text.index(after: $0)...] } ?? text
            guard rest.allSatisfy({ $0 == UInt8(ascii: "@") || ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") })
            else { return nil }
            let after = specifier.offset + specifier.text.utf8.count
            let next = after < bytes.count ? bytes[after] | 0x20 : 0
            return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(next) ? nil : specifier.text
        }
    }

    /// The finding for a translated value compared with its base value; nil when they agree.
    static func diagnostic(key: String, base: String, baseLocale: String, translation: String, place: KeyPlace, basePlace: KeyPlace)
        -> Diagnostic?
    {
        diagnostic(
            key: key, base: base, baseFormat: FormatString(base), translationFormat: FormatString(translation), baseLocale: baseLocale,
            place: place, basePlace: basePlace, translation: translation)
    }

    /// A translation of a key the development table lacks, compared with the key itself when the key
    /// reads arguments: code that looks up `"Cannot find VM with ID: %@"` passes what the key reads.
    static func diagnostic(keyAsDevelopmentText key: String, baseLocale: String, translation: String, place: KeyPlace, keyPlace: KeyPlace)
        -> Diagnostic?
    {
        let keyFormat = FormatString(key)
        guard keyFormat.readsArguments, !FormatStringScope.isInterfaceBuilderKey(key), keyFormat.variables.isEmpty else { return nil }
        let translationFormat = FormatString(translation)
        guard translationFormat.variables.isEmpty else { return nil }
        let comparison = FormatComparison.compare(base: keyFormat, translation: translationFormat)
        if comparison == .compatible { return nil }
        let note = RelatedNote(
            message: "the \(baseLocale) table lacks the key, so the key is the text the code formats: \"\(key)\"",
            location: keyPlace.location)
        return diagnostic(comparison, key: key, baseLocale: baseLocale, place: place, note: note, translations: [translation])
    }

    /// The same, with both values already parsed. The finding keeps the two values, not its words: its
    /// message and note are written from them again when a report asks (a table whose every translation
    /// mismatches gives a finding per entry; see `Diagnostic.Words`).
    static func diagnostic(
        key: String, base: String, baseFormat: FormatString, translationFormat: FormatString, baseLocale: String, place: KeyPlace,
        basePlace: KeyPlace, translation: String
    ) -> Diagnostic? {
        if baseFormat.specifiers.isEmpty, translationFormat.specifiers.isEmpty { return nil }
        let comparison = FormatComparison.compare(base: baseFormat, translation: translationFormat, describing: false)
        guard let severity = severity(of: comparison) else { return nil }
        let basePlace = basePlace.location
        return description.diagnostic(at: place.location, severity: severity) {
            let comparison = FormatComparison.compare(base: FormatString(base), translation: FormatString(translation))
            let note = RelatedNote(message: "the \(baseLocale) value is \"\(base)\"", location: basePlace)
            return words(for: comparison, key: key, baseLocale: baseLocale, note: note, translations: [translation])
        }
    }

    /// The finding for a comparison's outcome, at the severity its consequence deserves; nil when the
    /// arguments agree. `translations`: the texts compared, where a dropped argument may be explained
    /// by a look-alike of `%`.
    static func diagnostic(
        _ comparison: FormatComparison, key: String, baseLocale: String, place: KeyPlace, note: RelatedNote, translations: [String] = []
    ) -> Diagnostic? {
        guard let severity = severity(of: comparison) else { return nil }
        let words = words(for: comparison, key: key, baseLocale: baseLocale, note: note, translations: translations)
        return description.diagnostic(at: place.location, words.message, severity: severity, notes: words.notes)
    }

    /// How serious a comparison's outcome is: an error where the app prints garbage or crashes
    /// (another type, an argument the code does not pass), a warning where it shows the wrong or less
    /// text; nil when the arguments agree.
    static func severity(of comparison: FormatComparison) -> Severity? {
        switch comparison {
        case .compatible: nil
        case .widthDiffers, .dropsArguments: .warning
        case .mismatch: description.defaultSeverity
        }
    }

    /// What the finding for a comparison that disagrees says.
    static func words(
        for comparison: FormatComparison, key: String, baseLocale: String, note: RelatedNote, translations: [String]
    ) -> Diagnostic.Words {
        if case .dropsArguments(let detail) = comparison, let lookalike = translations.lazy.compactMap(LookalikePercent.first(in:)).first {
            let plain = "%" + lookalike.text.unicodeScalars.dropFirst().filter { $0 != " " }.map(String.init).joined()
            return Diagnostic.Words(
                message:
                    "'\(key)' \(detail): its '\(lookalike.text)' begins with \(lookalike.name), not '%', so Foundation prints it as it is and users see '\(lookalike.text)' where the value belongs; write '\(plain)'",
                notes: [note])
        }
        let message =
            switch comparison {
            case .compatible:
                "'\(key)' reads the same arguments as the \(baseLocale) value"  // not reported: `severity` is nil
            case .widthDiffers(let position, let want, let got):
                "'\(key)' reads argument \(position) as \(got) but the \(baseLocale) value reads \(want); use the same length modifier"
            case .dropsArguments(let detail):
                "'\(key)' \(detail); safe at run time, but users of this language lose that information: add the missing specifier (reordering with %1$@, %2$@ is fine)"
            case .mismatch(let detail):
                "'\(key)' \(detail); this prints garbage or crashes: use the same format specifiers as \(baseLocale) (reordering with %1$@, %2$@ is fine)"
            }
        return Diagnostic.Words(message: message, notes: [note])
    }
}
