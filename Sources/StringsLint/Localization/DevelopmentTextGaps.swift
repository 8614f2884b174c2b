import DevToolsCore

/// The development texts (`DevelopmentText`: a storyboard's texts, an Info.plist's) each translation of a
/// table lacks, gathered over the translations and judged together:
/// - a text most translations that give it leave unchanged (a brand, a web address) reads the same in
///   the translations that lack it: no finding;
/// - a text some translations give and others lack is a `missing-key` warning in each of the others
///   (their users see the development-language text);
/// - a storyboard's or Info.plist's text no translation gives is either new or one the app's translators
///   were told to leave (a number, a stand-in the code replaces): the table's texts in no translation are
///   one note, not a warning in every locale. One written in the development table is missing in each.
struct DevelopmentTextGaps {
    let texts: [DevelopmentText]
    private var missing: [String: [(locale: String, file: String)]] = [:]
    private var unchanged: [String: Int] = [:]
    private var translations = 0

    init(texts: [DevelopmentText]) {
        self.texts = texts
    }

    /// What one translation does with the texts (nothing recorded for a translation not compared).
    mutating func record(_ use: DevelopmentTextUse?, in translation: TableJob.Translation) {
        guard !texts.isEmpty, let use, !translation.fallsBack,
            let path = (translation.files.strings ?? translation.files.anyFile)?.file.displayPath
        else { return }
        translations += 1
        for key in use.missing { missing[key, default: []].append((translation.locale, path)) }
        for key in use.unchanged { unchanged[key, default: 0] += 1 }
    }

    func diagnostics(table: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var inNoTranslation: [DevelopmentText] = []
        for text in texts {
            // Nothing to translate (`INFOPLIST_KEY_NSHumanReadableCopyright = ""`, IceCubes' extension).
            guard let gaps = missing[text.key], !WordlessText.isWordless(text.value) else { continue }
            let given = translations - gaps.count
            // Most translations that give it keep it as it is (a name, an address): one that leaves it out
            // reads the same.
            if given > 0, unchanged[text.key, default: 0] * 2 > given { continue }
            if gaps.count == translations, !text.isInDevelopmentTable {
                inNoTranslation.append(text)
                continue
            }
            for gap in gaps {
                diagnostics.append(
                    MissingKeyRule.missingInTranslation(
                        key: text.key, locale: gap.locale, file: gap.file, base: KeyPlace(location: text.location)))
            }
        }
        if let first = inNoTranslation.first {
            diagnostics.append(
                MissingKeyRule.inNoTranslation(
                    texts: inNoTranslation.map { "'\($0.value)'" }, table: table, translations: translations, at: first.location))
        }
        return diagnostics
    }
}
