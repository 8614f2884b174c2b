import DevToolsCore
import DevToolsTestSupport
import Testing

@testable import StringsLint

/// A String Catalog key with nothing to translate (IceCubesApp's `""` and `"%@"`) is not reported as
/// missing a translation: every language shows the same text.
@Suite("Text with nothing to translate")
struct WordlessTextTests {
    @Test(arguments: [
        "", "%@", "%1$@ – %2$@", "#%d", "%#@count@", "%lld%%", "%zu", "% @", "(%@)", "%.1f × %.1f", "…", "%1$#@n@",
        "4K", "1080p", "%@ x %@", "A", "A17 | 8GB", "v2",
    ])
    func wordless(_ text: String) {
        #expect(WordlessText.isWordless(text))
    }

    @Test(arguments: [
        "Hello %@", "%@ posts", "%d items", "%#@count@ left", "%@: Einstellungen", "設定", "%lu km", "OK", "是", "iPhone 15 Pro", "Wi-Fi",
        "Speed x2", "Ü",
    ])
    func hasWords(_ text: String) {
        #expect(!WordlessText.isWordless(text))
    }

    @Test("a catalog entry whose source is only a specifier has no missing-translation; one with words still has")
    func catalogEntries() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "" : { },
                "%@" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "%@" } } } },
                "Settings" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Réglages" } }
                  }
                },
                "Posts" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Beiträge" } } } }
              },
              "version" : "1.0"
            }
            """
        let findings = try RuleExampleVerifier.findings(
            of: MissingTranslationRule.description, in: RuleExample(catalog, file: "Localizable.xcstrings"), linter: StringsLinter.self)
        #expect(findings.map(\.message) == ["'Posts' has no translation for fr; translate it, or set \"shouldTranslate\" : false"])
    }
}
