import DevToolsCore

/// A key the development language has and a translation lacks, or the other way round.
///
/// Found by comparing a translation with its development-language table: `TranslationComparison` reads
/// the translation once and hands this rule each reference key the translation lacks, and at the end
/// the keys only the translation has.
enum MissingKeyRule: LocalizationRule {
    static let detection = StringsRuleDetection.crossLocale
    static let description = RuleDescription(
        id: "missing-key",
        summary: "A key is in the development language but not in a translation of the same table, or only in the translation.",
        rationale:
            "A key missing in a locale shows the development-language text (or the raw key) to those users: add the translation. A regional locale (`en-GB`, `pt-BR`) falls back to its language, so keys it lacks are not reported, and locales the Xcode project does not list in knownRegions are left alone. A key only in a translation is a note: apps that keep their English in code look it up in the user's table, otherwise it is misspelled. With the code (`strings.sources`), a key whose English is in code (`value:`, `defaultValue:`, a SwiftUI literal) is part of the development language as Xcode's export makes it: one warning at the code names the translations that lack it, a translation that has it is not told it is extra, and a key `unused-key` reports is not also missing. A translation that lacks nearly every key of a table (nine in ten, at least 20) is one finding for the table: finish it, or leave the locale out of knownRegions until it is ready.",
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n\"farewell\" = \"Bye\";\n",
                    "de.lproj/Localizable.strings": "↓\"greeting\" = \"Hallo\";\n",
                ], primaryFile: "de.lproj/Localizable.strings"),
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n",
                    "de.lproj/Localizable.strings": "\"greeting\" = \"Hallo\";\n↓\"greting\" = \"Hallo\";\n",
                ], primaryFile: "de.lproj/Localizable.strings"),
            // With the code (`strings.sources`): English kept in code, one finding naming the locales.
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
                    "de.lproj/Localizable.strings": "\"title\" = \"Titel\";\n",
                    "App/Settings.swift": """
                    let title = NSLocalizedString("title", comment: "")
                    let general = ↓NSLocalizedString("settings.general", value: "General", comment: "")

                    """,
                ], primaryFile: "App/Settings.swift"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n",
                    "de.lproj/Localizable.strings": "\"greeting\" = \"Hallo\";\n",
                    "qqq.lproj/Localizable.strings": "\"other\" = \"A note for translators\";\n",
                ], primaryFile: "de.lproj/Localizable.strings"),
            RuleExample(
                files: [
                    "de.lproj/Localizable.strings": "\"settings.general\" = \"Allgemein\";\n",
                    "App/Settings.swift": "let general = NSLocalizedString(\"settings.general\", value: \"General\", comment: \"\")\n",
                ], primaryFile: "App/Settings.swift"),
        ]
    )

    /// The finding for the development language's key at `keyIndex` of `reference`, which
    /// `translation` lacks: none when its locale falls back to another that answers for the key, or when
    /// the key is a plural and the translation's `.stringsdict` is unreadable (that file has its syntax
    /// error; its keys are unknown, not missing). A plural key is reported in the `.stringsdict`, any
    /// other in the `.strings` file, else in whichever the translation has.
    static func finding(
        missing keyIndex: Int, of reference: ReferenceTable, in translation: TableJob.Translation, stringsdict: StringsdictDocument?
    ) -> Diagnostic? {
        let files = translation.files
        let isPlural = reference.facts[keyIndex].isPlural
        let file = (isPlural ? files.stringsdict : files.strings) ?? files.anyFile
        let unreadable = isPlural && files.stringsdict != nil && stringsdict?.isReadable == false
        guard let file, !translation.fallsBack, !unreadable else { return nil }
        return missingInTranslation(
            key: reference.keys[keyIndex], locale: translation.locale, file: file.file.displayPath, base: reference.place(at: keyIndex))
    }

    /// A translation that lacks nearly every key (at least 20, and 90% of those it is judged on) is one
    /// finding for the table, not one per key: MeetingBar's `enm` (Middle English) holds 2 of 349 keys,
    /// and its 347 missing keys were over half the app's findings. One thing to do: finish it, or leave
    /// the locale out of the project's known regions (and the build) until it is ready.
    static func finding(barelyStarted missing: [Diagnostic], of judged: Int, locale: String) -> Diagnostic? {
        guard missing.count >= 20, missing.count * 10 >= judged * 9, let first = missing.first else { return nil }
        let has = judged - missing.count
        return diagnostic(
            "\(locale) has only \(has) of the \(judged) keys of this table; users of \(locale) see the development-language text for the other \(missing.count): translate them, or leave \(locale) out of the project's knownRegions until it is ready",
            file: first.location.file, line: 1,
            subject: "translation \(locale) barely started"
        )
    }

    /// The one note for the keys only a translation has (apps that keep their English in code have
    /// thousands), listed by where they are defined, placed at the first; nil when there are none.
    static func finding(onlyInTranslation extra: [String: TranslationOnlyKey], baseLocale: String) -> Diagnostic? {
        let keys = extra.keys.sorted { lhs, rhs in
            let (a, b) = (extra[lhs]!.place.location, extra[rhs]!.place.location)
            return (a.line, a.column, lhs) < (b.line, b.column, rhs)
        }
        guard let first = keys.first, let place = extra[first]?.place else { return nil }
        return onlyInTranslation(keys: keys, baseLocale: baseLocale, place: place)
    }

    /// A key one translation lacks. A locale half translated lacks thousands, so the finding keeps the
    /// key, the locale and the place, and writes its words when a report asks (see `Diagnostic.Words`).
    static func missingInTranslation(key: String, locale: String, file: String, base: KeyPlace) -> Diagnostic {
        let base = base.location
        return description.diagnostic(at: SourceLocation(file: file, line: 1, column: 1)) {
            Diagnostic.Words(
                message:
                    "'\(key)' has no \(locale) translation in this table; add it, or users of \(locale) see the development-language text",
                notes: [RelatedNote(message: "defined in the development language here", location: base)],
                subject: "key \(key) in \(locale)")
        }
    }

    /// A key whose development-language text is in code (`value:`, `defaultValue:`, a SwiftUI literal)
    /// that some translations of its table lack: one finding per key, at the code that defines it, naming
    /// the locales. Its subject leaves the locales out, so a baseline keeps matching as they change.
    static func missingInTranslations(
        codeKey key: String, value: String, table: String, locales: [String], of count: Int, at location: SourceLocation
    ) -> Diagnostic {
        let shown =
            locales.count > 6
            ? locales.prefix(5).joined(separator: ", ") + " and \(locales.count - 5) more" : locales.joined(separator: ", ")
        let english = value == key ? "" : " (\"\(value)\" in code)"
        let which = locales.count == count ? "is in no translation" : "is missing from \(locales.count) of \(count) translations"
        return diagnostic(
            "'\(key)'\(english) \(which) of the \(table) table (\(shown)); users of those languages see the code's text: add it to their \(table).strings",
            file: location.file, line: location.line, column: location.column,
            subject: "code key \(key) in \(table)"
        )
    }

    /// Texts of a storyboard or xib that none of the table's translations gives: new texts no translator
    /// has seen yet, or texts the app's translators leave as they are (a brand, a stand-in the code
    /// replaces). One note at the first, so a reviewer decides once.
    static func inNoTranslation(texts: [String], table: String, translations: Int, at location: SourceLocation) -> Diagnostic {
        let shown = texts.prefix(3).joined(separator: ", ") + (texts.count > 3 ? ", …" : "")
        let one = texts.count == 1
        let subject = one ? "1 text (\(shown)) is" : "\(texts.count) texts (\(shown)) are"
        let (them, need) = one ? ("it", "it needs") : ("them", "they need")
        let translationsSaid = translations == 1 ? "the 1 translation" : "the \(translations) translations"
        return diagnostic(
            "\(subject) in none of \(translationsSaid) of \(table).strings; users of every other language see \(them) in the development language: translate \(them), or leave \(them) if \(need) no translation",
            file: location.file, line: location.line, column: location.column, severity: .note,
            subject: "storyboard texts in no translation of \(table)"
        )
    }

    /// A key only a translation has. Apps that keep their English in code
    /// (`NSLocalizedString(key, value: "English", …)`) look such keys up in the user's own table, so
    /// this is only a note, never advice to remove the translation.
    static func onlyInTranslation(keys: [String], baseLocale: String, place: KeyPlace) -> Diagnostic {
        let shown = keys.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
        let subject = keys.count == 1 ? "\(shown) is" : "\(keys.count) keys (\(shown)\(keys.count > 3 ? ", …" : "")) are"
        return diagnostic(
            "\(subject) not in the \(baseLocale) table; fine when the code gives its \(baseLocale) text (NSLocalizedString's value:), else check the keys' spelling",
            file: place.location.file, line: place.location.line, column: place.location.column, severity: .note
        )
    }
}
