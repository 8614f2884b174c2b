import DevToolsCore

/// A translation whose format specifiers read other arguments than the development-language value.
enum FormatMismatchRule: LocalizationRule {
    static let description = RuleDescription(
        id: "format-mismatch",
        summary: "A translation's format specifiers differ in number, type or position from the development-language value.",
        rationale: "String(format:) reads its arguments as the translated text says: `%d` where the code passes an object prints garbage or crashes, a dropped `%1$@` shows the wrong value. Reordering with positions (`%2$@ %1$@`) is fine and `%%` is a literal percent; an integer width difference (`%ld` vs `%d`) is only a warning.",
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExample(files: [
                "en.lproj/Localizable.strings": "\"deleted\" = \"Password for %@ deleted\";\n",
                "tr.lproj/Localizable.strings": "\"deleted\" = \"@@ için şifre silindi\";\n",
            ], primaryFile: "tr.lproj/Localizable.strings", expectedCount: 1),
            RuleExample(files: [
                "en.lproj/Localizable.strings": "\"count\" = \"%@ items\";\n",
                "de.lproj/Localizable.strings": "\"count\" = \"%d Elemente\";\n",
            ], primaryFile: "de.lproj/Localizable.strings", expectedCount: 1),
            RuleExample(files: [
                "en.lproj/Localizable.strings": "\"count\" = \"%ld items\";\n",
                "de.lproj/Localizable.strings": "\"count\" = \"%d Elemente\";\n",
            ], primaryFile: "de.lproj/Localizable.strings", expectedCount: 1),
        ],
        nonTriggeringExamples: [
            RuleExample(files: [
                "en.lproj/Localizable.strings": "\"route\" = \"Go to %1$@ > %2$@ (100%%)\";\n",
                "de.lproj/Localizable.strings": "\"route\" = \"%2$@ in %1$@ öffnen (100%%)\";\n",
            ], primaryFile: "de.lproj/Localizable.strings"),
        ]
    )

    /// The finding for a translated value compared with its base value; nil when they agree.
    static func diagnostic(key: String, base: String, baseLocale: String, translation: String, place: KeyPlace, basePlace: KeyPlace) -> Diagnostic? {
        diagnostic(key: key, base: base, baseFormat: FormatString(base), translationFormat: FormatString(translation), baseLocale: baseLocale, place: place, basePlace: basePlace)
    }

    /// The same, with both values already parsed.
    static func diagnostic(key: String, base: String, baseFormat: FormatString, translationFormat: FormatString, baseLocale: String, place: KeyPlace, basePlace: KeyPlace) -> Diagnostic? {
        if baseFormat.specifiers.isEmpty, translationFormat.specifiers.isEmpty { return nil }
        let comparison = FormatComparison.compare(base: baseFormat, translation: translationFormat)
        let note = [RelatedNote(message: "the \(baseLocale) value is \"\(base)\"", location: basePlace.location)]
        switch comparison {
        case .compatible:
            return nil
        case .widthDiffers(let position, let want, let got):
            return diagnostic(
                "'\(key)' reads argument \(position) as \(got) but the \(baseLocale) value reads \(want); use the same length modifier",
                file: place.location.file, line: place.location.line, column: place.location.column,
                severity: .warning, notes: note
            )
        case .mismatch(let detail):
            return diagnostic(
                "'\(key)' \(detail); the translation must use the same format specifiers as \(baseLocale) (reordering with %1$@, %2$@ is fine)",
                file: place.location.file, line: place.location.line, column: place.location.column, notes: note
            )
        }
    }
}
