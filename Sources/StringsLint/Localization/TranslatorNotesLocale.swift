/// Locales that hold notes for translators rather than translations (`qqq`, the message-documentation
/// code used by translatewiki.net and kiwix); their values are prose, so no cross-locale rule reads them.
enum TranslatorNotesLocale {
    static let codes: Set<String> = ["qqq"]

    static func contains(_ locale: String) -> Bool { codes.contains(locale.lowercased()) }
}
