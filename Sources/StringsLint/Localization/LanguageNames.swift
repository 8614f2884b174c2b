import Foundation

/// Languages' names in their own language (`Deutsch`, `Français`, `日本語`, `Norsk`), as a language
/// picker lists them: each is written for the speakers of that language and is the same in every
/// translation, so one missing from a translation is no untranslated text (MeetingBar's picker of 16
/// languages was 16 `missing-key` warnings per translation). The names are ICU's, through Foundation,
/// for every language and every locale it knows (`português (Brasil)`, `简体中文`).
enum LanguageNames {
    /// Whether `text` is a language's or a locale's own name (case, spaces and invisible marks aside:
    /// MeetingBar's `"עברית‎"` ends with a left-to-right mark).
    static func isOwnName(_ text: String) -> Bool {
        guard text.count <= 40 else { return false }
        return ownNames.contains(fold(text))
    }

    /// Worked out the first time a run asks (most never do), about 60 ms.
    private static let ownNames: Set<String> = {
        var names = Set<String>()
        for code in Locale.LanguageCode.isoLanguageCodes.map(\.identifier) {
            if let name = Locale(identifier: code).localizedString(forLanguageCode: code) { names.insert(fold(name)) }
        }
        for identifier in Locale.availableIdentifiers {
            if let name = Locale(identifier: identifier).localizedString(forIdentifier: identifier) { names.insert(fold(name)) }
        }
        return names
    }()

    private static func fold(_ text: String) -> String {
        let visible = text.unicodeScalars.filter { $0.properties.generalCategory != .format }
        return String(String.UnicodeScalarView(visible)).trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
