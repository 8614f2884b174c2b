/// One table of a group (`Localizable` beside its `.lproj` folders) to compare: its development-language
/// version, read first and kept while each shipped translation is read, compared and let go.
struct TableJob: Sendable {
    /// A translation of the table in one locale.
    struct Translation: Sendable {
        var locale: String
        var files: LocalizationGroup.TableFiles
        /// Whether the locale falls back to another of the group's (`pt-BR` to `pt`), which then
        /// answers for every key it lacks.
        var fallsBack: Bool
    }

    var name: String
    /// The folder holding the table's `.lproj` folders.
    var group: String
    var referenceLocale: String
    var reference: LocalizationGroup.TableFiles
    /// A table named after a storyboard or xib: its text is never formatted.
    var interfaceBuilder: Bool
    /// That storyboard or xib (`Base.lproj/Main.storyboard`): the objects its keys may name.
    var interfaceBuilderFile: String? = nil
    /// In locale order.
    var translations: [Translation]
    /// Shipped locales with no file of the table that fall back to no locale that has it (those
    /// `missing-table` names), in locale order.
    var missingIn: [String] = []

    /// Every file the job reads.
    var files: [LocalizedFile] {
        [reference.strings, reference.stringsdict].compactMap { $0 }
            + translations.flatMap { [$0.files.strings, $0.files.stringsdict].compactMap { $0 } }
    }
}
