import DevToolsTestSupport
import Testing

/// A key no code looks up shows nothing, right or wrong: `unused-key` says to delete it, and its value
/// is not also reported empty, badly formatted or untranslated (2fas' 24 empty `past_duration_…`
/// values, Rectangle's 90 untranslated catalog entries, each of them a key the same run calls unused).
@Suite("Values of unused keys")
struct UnusedKeyValueTests {
    @Test func anUnusedKeysValueIsNotJudged() throws {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
            "Menu": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Menu"}},
                                       "de": {"stringUnit": {"state": "translated", "value": "Menü"}}}},
            "Gone": {"extractionState": "manual", "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Gone"}}}}}}
            """
        let found = try TreeLint.findings(
            [
                "App/en.lproj/Localizable.strings":
                    "\"used\" = \"%d weeks ago\";\n\"weeks\" = \"%d week ago\";\n\"plural\" = \"%d weeks\";\n",
                "App/de.lproj/Localizable.strings":
                    "\"used\" = \"vor %d Wochen\";\n\"weeks\" = \"vor %d Woche\";\n\"plural\" = \"%d Wochen\";\n",
                "App/ja.lproj/Localizable.strings": "\"used\" = \"\";\n\"weeks\" = \"%週間前\";\n\"plural\" = \"\";\n",
                "App/Menu.xcstrings": catalog,
                "App/A.swift": """
                import SwiftUI
                let s = String(format: NSLocalizedString("used", comment: ""), 3)
                let m = Text("Menu", tableName: "Menu")

                """,
            ], sources: ["."], messages: false, notes: true)
        #expect(
            found.sorted() == [
                "App/Menu.xcstrings:4 warning unused-key", "App/en.lproj/Localizable.strings:2 warning unused-key",
                "App/en.lproj/Localizable.strings:3 warning unused-key", "App/ja.lproj/Localizable.strings:1 warning empty-value",
                "App/ja.lproj/Localizable.strings:1 warning format-mismatch [the en value is \"%d weeks ago\"]",
            ], "\(found)")
    }
}
