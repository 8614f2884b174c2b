import DevToolsCore
import ProjectModel

/// The storyboard's texts each translation of its table lacks, gathered over the translations and then
/// judged together: a text some translations give and others lack is a `missing-key` warning in each of
/// the others (their users see the development-language text); a text no translation gives is either new
/// or one the app's translators were told to leave (a brand, a number, a stand-in the code replaces), so
/// the texts in no translation are one note for the table, not a warning in every locale.
struct InterfaceBuilderTextGaps {
    let texts: [InterfaceBuilderText]
    /// The storyboard or xib, as the table's comparisons name it.
    let file: String
    private var missing: [String: [(locale: String, file: String)]] = [:]
    private var translations = 0

    init(texts: [InterfaceBuilderText], file: String) {
        self.texts = texts
        self.file = file
    }

    /// What one translation lacks (nothing recorded for a translation that was not compared).
    mutating func record(missing keys: [String], in translation: TableJob.Translation) {
        guard !texts.isEmpty, !translation.fallsBack, let path = (translation.files.strings ?? translation.files.anyFile)?.file.displayPath
        else { return }
        translations += 1
        for key in keys { missing[key, default: []].append((translation.locale, path)) }
    }

    func diagnostics(table: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var inNoTranslation: [InterfaceBuilderText] = []
        for text in texts {
            guard let gaps = missing[text.key] else { continue }
            let place = KeyPlace(location: SourceLocation(file: file, line: text.line, column: 1))
            if gaps.count == translations {
                inNoTranslation.append(text)
                continue
            }
            for gap in gaps {
                diagnostics.append(MissingKeyRule.missingInTranslation(key: text.key, locale: gap.locale, file: gap.file, base: place))
            }
        }
        if let first = inNoTranslation.first {
            diagnostics.append(
                MissingKeyRule.inNoTranslation(
                    texts: inNoTranslation.map { "'\($0.text)'" }, table: table, translations: translations,
                    at: SourceLocation(file: file, line: first.line, column: 1)))
        }
        return diagnostics
    }
}
