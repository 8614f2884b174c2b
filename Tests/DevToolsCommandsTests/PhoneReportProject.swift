import DevToolsTestSupport
import Foundation

/// A project whose HTML report tests what a phone (390 px) shows: tables deep in a long module path,
/// values with positional format specifiers, and plurals that lack a category, as a warning (ru's `few`
/// and `many`) and as a note (fr's `many`, which only exact millions use).
enum PhoneReportProject {
    static let folder = "Modules/FeatureOnboardingExperienceWithAVeryLongName/Sources/Resources"

    static func plural(_ forms: [String]) -> String {
        let entries = forms.map { "<key>\($0)</key><string>%d \($0)</string>" }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>items</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
            <key>count</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>\(entries)</dict></dict></dict></plist>

            """
    }

    static var files: [String: String] {
        let welcome = [
            "en": "Welcome back, %1$@! You have %2$ld new messages waiting in your inbox",
            "de": "Willkommen zurück, %1$@! Du hast %2$ld neue Nachrichten in deinem Posteingang",
            "fr": "Bon retour, %1$@ ! Vous avez %2$ld nouveaux messages dans votre boîte",
            "ru": "С возвращением, %1$@! У вас %2$ld новых сообщений в вашем почтовом ящике",
        ]
        var files: [String: String] = [:]
        for (locale, text) in welcome {
            let logout = locale == "de" ? "" : "\"logout.button\" = \"Sign out\";\n"  // de lacks it
            files["\(folder)/\(locale).lproj/Localizable.strings"] = "\"welcome.body\" = \"\(text)\";\n\(logout)"
        }
        files["\(folder)/en.lproj/Localizable.stringsdict"] = plural(["one", "other"])
        files["\(folder)/de.lproj/Localizable.stringsdict"] = plural(["one", "other"])
        files["\(folder)/fr.lproj/Localizable.stringsdict"] = plural(["one", "other"])
        files["\(folder)/ru.lproj/Localizable.stringsdict"] = plural(["one", "other"])
        return files
    }

    /// `lint-strings --format html` over the project, written in a temporary folder the caller removes.
    static func page() throws -> (page: String, folder: URL) {
        let folder = try TemporaryTree.make(files)
        let result = try ExecutableRunner.run("lint-strings", ["--no-cache", "--format", "html", "."], in: folder)
        return (result.stdout, folder)
    }
}
