import DevToolsCore
import DevToolsTestSupport
import Foundation
import Testing

@testable import ComponentLint
@testable import SourceFacts
@testable import StringsLint

/// Keys whose English is in code (`value:`, `defaultValue:`, SwiftUI literals) are the development
/// language as Xcode's export makes it: no `undefined-key` for them, and each translation that lacks one
/// is named in one `missing-key` warning at the code.
@Suite("Keys whose English is in code")
struct CodeDefinedKeyTests {
    /// `file:line severity rule: message` of each finding of a run over the whole tree, code in `App`
    /// (and `Widget` when named).
    static func run(_ files: [String: String], sources: [String] = ["App"]) throws -> [String] {
        try TreeLint.findings(files, sources: sources, messages: true)
    }

    @Test func aKeyWithItsEnglishInCodeIsMissingOnlyFromTheTranslationsThatLackIt() throws {
        let found = try Self.run([
            "Resources/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
            "Resources/de.lproj/Localizable.strings": "\"title\" = \"Titel\";\n",
            "Resources/fr.lproj/Localizable.strings": "\"title\" = \"Titre\";\n\"settings.general\" = \"Général\";\n",
            "App/Settings.swift": """
            let title = NSLocalizedString("title", comment: "")
            let general = NSLocalizedString("settings.general", value: "General", comment: "")

            """,
        ])
        #expect(
            found == [
                "App/Settings.swift:2 warning missing-key: 'settings.general' (\"General\" in code) is missing from 1 of 2 translations of the Localizable table (de); users of those languages see the code's text: add it to their Localizable.strings"
            ])
    }

    /// No development-language table at all: every translation is compared with the code's keys, and no
    /// note says that nothing was compared.
    @Test func withoutADevelopmentTableTheCodesKeysAreTheDevelopmentLanguage() throws {
        let found = try Self.run([
            "Resources/de.lproj/Localizable.strings": "\"greeting\" = \"Hallo\";\n\"farewell\" = \"Tschüss\";\n",
            "Resources/fr.lproj/Localizable.strings": "\"greeting\" = \"Bonjour\";\n",
            "App/View.swift": """
            let a = String(localized: "greeting", defaultValue: "Hello")
            let b = String(localized: "farewell", defaultValue: "Bye")

            """,
        ])
        #expect(found.count == 1, "\(found)")
        #expect(
            found.contains {
                $0.hasPrefix("App/View.swift:2 warning missing-key: 'farewell' (\"Bye\" in code) is missing from 1 of 2 translations")
                    && $0.contains("(fr)")
            })
        #expect(!found.contains { $0.contains("missing-table") || $0.contains("no development-language table") })
        #expect(!found.contains { $0.contains("undefined-key") })
    }

    /// pt-BR falls back to pt, which answers for it: counted through pt, not as a translation that has
    /// the key (MeetingBar: "missing from 21 of 22 translations" where none had it).
    @Test func aRegionalTranslationIsCountedThroughItsLanguage() throws {
        let found = try Self.run([
            "Resources/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
            "Resources/de.lproj/Localizable.strings": "\"title\" = \"Titel\";\n",
            "Resources/pt.lproj/Localizable.strings": "\"title\" = \"Título\";\n",
            "Resources/pt-BR.lproj/Localizable.strings": "\"title\" = \"Título\";\n",
            "App/Home.swift": "import SwiftUI\nlet t = NSLocalizedString(\"title\", comment: \"\")\nlet v = Text(\"Welcome back\")\n",
        ])
        #expect(
            found == [
                "App/Home.swift:3 warning missing-key: 'Welcome back' is in no translation of the Localizable table (de, pt); users of those languages see the code's text: add it to their Localizable.strings"
            ])
    }

    /// A natural-text key with no English in code is its own English, as `genstrings` exports it
    /// (codeapp: the English table lacks "Editor Font Size", all six translations have it).
    @Test func aNaturalTextKeyIsItsOwnEnglish() throws {
        let found = try Self.run([
            "Resources/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
            "Resources/de.lproj/Localizable.strings": "\"title\" = \"Titel\";\n\"Editor Font Size\" = \"Schriftgröße\";\n",
            "Resources/ja.lproj/Localizable.strings": "\"title\" = \"タイトル\";\n\"Editor Font Size\" = \"フォントサイズ\";\n",
            "App/Settings.swift": """
            let t = NSLocalizedString("title", comment: "")
            let size = NSLocalizedString("Editor Font Size", comment: "")
            let ok = NSLocalizedString("Ok", comment: "")
            let raw = NSLocalizedString("settings.missing", comment: "")

            """,
        ])
        #expect(
            found == [
                "App/Settings.swift:3 warning missing-key: 'Ok' is in no translation of the Localizable table (de, ja); users of those languages see the code's text: add it to their Localizable.strings",
                "App/Settings.swift:4 error undefined-key: 'settings.missing' is not in the Localizable table, so users see the raw key; add it to Localizable.strings or fix its spelling",
            ])
    }

    /// MeetingBar's language picker: each language's own name is the same in every translation.
    @Test func aLanguagesOwnNameIsTheSameInEveryTranslation() throws {
        let found = try Self.run([
            "Resources/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
            "Resources/de.lproj/Localizable.strings": "\"title\" = \"Titel\";\n",
            "App/Picker.swift": """
            import SwiftUI
            let t = NSLocalizedString("title", comment: "")
            let a = [Text("English"), Text("Deutsch"), Text("Français"), Text("Norsk"), Text("日本語"), Text("עברית\u{200E}")]
            let b = Text("Português (Brasil)")
            let c = Text("German")

            """,
        ])
        #expect(
            found == [
                "App/Picker.swift:5 warning missing-key: 'German' is in no translation of the Localizable table (de); users of those languages see the code's text: add it to their Localizable.strings"
            ])
    }

    @Test func aSwiftUILiteralIsItsOwnEnglish() throws {
        let found = try Self.run([
            "Resources/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
            "Resources/de.lproj/Localizable.strings": "\"title\" = \"Titel\";\n\"Welcome back\" = \"Willkommen zurück\";\n",
            "Resources/ja.lproj/Localizable.strings": "\"title\" = \"タイトル\";\n",
            "App/Home.swift": """
            struct Home: View {
                var body: some View {
                    Text("Welcome back")
                    Text(NSLocalizedString("title", comment: ""))
                }
            }

            """,
            "App/Main.swift": "let root = Home()\n",
        ])
        #expect(
            found == [
                "App/Home.swift:3 warning missing-key: 'Welcome back' is missing from 1 of 2 translations of the Localizable table (ja); users of those languages see the code's text: add it to their Localizable.strings"
            ])
    }

    /// A widget has its own `.lproj` folders: the app's code keys are not the widget's.
    @Test func aKeyBelongsToTheTablesNearestTheCodeThatLooksItUp() throws {
        let found = try Self.run(
            [
                "App/Resources/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
                "App/Resources/de.lproj/Localizable.strings": "\"a\" = \"A\";\n\"app.only\" = \"Nur App\";\n",
                "Widget/Resources/en.lproj/Localizable.strings": "\"w\" = \"W\";\n",
                "Widget/Resources/de.lproj/Localizable.strings": "\"w\" = \"W\";\n",
                "App/Sources/A.swift": """
                let a = NSLocalizedString("a", comment: "")
                let b = NSLocalizedString("app.only", value: "App only", comment: "")

                """,
                "Widget/Sources/W.swift": "let w = NSLocalizedString(\"w\", comment: \"\")\n",
            ], sources: ["App", "Widget"])
        #expect(found == [], "the app's key is in the app's German table; the widget's table is not asked for it")
    }

    /// A key no code looks up is reported once, as unused: not also as missing in every translation.
    @Test func anUnusedKeyIsNotAlsoMissing() throws {
        let found = try Self.run([
            "Resources/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n\"old.banner\" = \"Old\";\n",
            "Resources/de.lproj/Localizable.strings": "\"title\" = \"Titel\";\n",
            "App/A.swift": "let t = NSLocalizedString(\"title\", comment: \"\")\n",
        ])
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("Resources/en.lproj/Localizable.strings:2 warning unused-key") == true)
    }

    /// A translation's key that code defines is not "only in the translation" (a note before).
    @Test func aTranslationsKeyThatCodeDefinesIsNotOnlyInTheTranslation() throws {
        let found = try Self.run([
            "Resources/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
            "Resources/de.lproj/Localizable.strings": "\"title\" = \"Titel\";\n\"settings.general\" = \"Allgemein\";\n",
            "App/A.swift": """
            let t = NSLocalizedString("title", comment: "")
            let g = NSLocalizedString("settings.general", value: "General", comment: "")

            """,
        ])
        #expect(found == [], "\(found)")
    }
}

extension CodeDefinedKeyTests {
    /// A SwiftUI modifier's literal is a key of the app's table (its receiver is a view, not a bundle),
    /// and its English is the literal.
    @Test func aModifiersLiteralIsTheAppsKey() throws {
        let found = try Self.run([
            "Resources/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "Resources/de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "App/V.swift": """
            Image("x").accessibilityLabel("Add all tabs as bookmarks")
            Text(NSLocalizedString("a", comment: ""))

            """,
        ])
        #expect(
            found.count == 1 && found[0].hasPrefix("App/V.swift:1 warning missing-key: 'Add all tabs as bookmarks' is in no translation"),
            "\(found)")
    }

    /// Debug screens are for the team: their texts are neither missing nor undefined; a raw key still is.
    @Test func aDebugScreensTextIsNotTranslated() throws {
        let found = try Self.run([
            "Resources/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "Resources/de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "App/HistoryDebugViewController.swift": """
            let t = NSLocalizedString("a", comment: "")
            Text("Delete All")
            let x = NSLocalizedString("Reset intro message", comment: "")
            let y = NSLocalizedString("debug.missing.key", comment: "")

            """,
        ])
        #expect(found.count == 1 && found[0].hasPrefix("App/HistoryDebugViewController.swift:4 error undefined-key"), "\(found)")
    }
}

extension CodeDefinedKeyTests {
    /// A format whose English is in code is compared with each translation like a development value: a
    /// translation that reads the count as an object crashes.
    @Test func aTranslationOfAFormatInCodeReadsTheSameArguments() throws {
        let found = try Self.run([
            "Resources/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "Resources/de.lproj/Localizable.strings": "\"a\" = \"A\";\n\"items.count\" = \"%@ Einträge\";\n",
            "Resources/fr.lproj/Localizable.strings": "\"a\" = \"A\";\n\"items.count\" = \"%d éléments\";\n",
            "App/List.swift": """
            let a = NSLocalizedString("a", comment: "")
            let t = String(format: NSLocalizedString("items.count", value: "%d items", comment: ""), count)

            """,
        ])
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("Resources/de.lproj/Localizable.strings:2 error format-mismatch: 'items.count'") == true, "\(found)")
    }
}

extension CodeDefinedKeyTests {
    /// A path shown as a placeholder is not text to translate; a dead key's format is no one's problem.
    @Test func aPathPlaceholderAndADeadKeysFormatSayNothing() throws {
        let found = try Self.run([
            "Resources/en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"old.count\" = \"%d items\";\n",
            "Resources/de.lproj/Localizable.strings": "\"a\" = \"A\";\n\"old.count\" = \"%@ Einträge\";\n",
            "App/Settings.swift": """
            let a = NSLocalizedString("a", comment: "")
            TextField("/overview/", text: $sitemap)

            """,
        ])
        #expect(found.count == 1 && found[0].hasPrefix("Resources/en.lproj/Localizable.strings:2 warning unused-key"), "\(found)")
    }
}

extension CodeDefinedKeyTests {
    /// A template the app fills in (`"{{ now() }}"`) and a design system's gallery of its components are
    /// no text a translation must give (Home Assistant's).
    @Test func templatesAndGalleriesAreNotTheAppsText() throws {
        let found = try Self.run(
            [
                "Resources/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
                "Resources/de.lproj/Localizable.strings": "\"title\" = \"Titel\";\n",
                "App/Editor.swift": "Text(\"title\")\nText(\"{{ now() }}\")\n",
                "App/DesignSystem/Gallery/ButtonsGallery.swift": "Text(\"Primary button\")\n",
                "App/Settings.swift": "Text(\"Labs\")\n",
            ], sources: ["App"])
        #expect(
            found == [
                "App/Settings.swift:1 warning missing-key: 'Labs' is in no translation of the Localizable table (de); users of those languages see the code's text: add it to their Localizable.strings"
            ])
    }
}

extension CodeDefinedKeyTests {
    /// Two apps in one repository (duckduckgo's iOS and macOS browsers): the macOS code's English in code
    /// belongs to the String Catalog beside it, not to the iOS app's `.lproj` tables, which are not
    /// missing it. The iOS code's key still is.
    @Test func codeBesideAStringCatalogKeepsItsKeysThere() throws {
        let catalog = """
            {"sourceLanguage":"en","version":"1.0","strings":{"ok":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"OK"}}}}}}
            """
        let found = try Self.run(
            [
                "iOS/App/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
                "iOS/App/de.lproj/Localizable.strings": "\"title\" = \"Titel\";\n",
                "iOS/App/View.swift":
                    "let t = NSLocalizedString(\"title\", comment: \"\")\nlet s = NSLocalizedString(\"share\", value: \"Share\", comment: \"\")\n",
                "macOS/App/Localizable.xcstrings": catalog,
                "macOS/App/Other.swift": "let o = NSLocalizedString(\"ok\", value: \"OK\", comment: \"\")\n",
            ], sources: ["iOS", "macOS"])
        #expect(
            found == [
                "iOS/App/View.swift:2 warning missing-key: 'share' (\"Share\" in code) is in no translation of the Localizable table (de); users of those languages see the code's text: add it to their Localizable.strings"
            ])
    }

    /// A struct is created only by naming it: a SwiftUI view no code names (Sequel-Ace's
    /// `SAConnectionFormView`, "nothing hosts this view yet") shows none of its text, and a preview
    /// that names it does not show it to users. A view another file creates is judged as before.
    @Test func theTextOfAViewNoCodeCreatesIsNotMissing() throws {
        let files = [
            "Resources/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
            "Resources/de.lproj/Localizable.strings": "\"title\" = \"Titel\";\n",
            "App/ConnectionFormView.swift": """
            import SwiftUI

            struct ConnectionFormView: View {
                var body: some View {
                    Text("Username")
                }
            }

            #Preview {
                ConnectionFormView()
            }

            """,
            "App/ProfileView.swift": """
            import SwiftUI

            struct ProfileView: View {
                var body: some View {
                    Text("Display name")
                }
            }

            """,
            "App/Root.swift": """
            import SwiftUI

            struct Root: View {
                var body: some View { NavigationLink("Profile") { ProfileView() }; resizeView() }
            }

            struct resizeView: View {
                var body: some View { Text("Area Size:") }
            }

            """,
        ]
        let found = try Self.run(files)
        #expect(found.contains { $0.hasPrefix("App/ProfileView.swift:5 warning missing-key: 'Display name' is in no translation") })
        // A view whose name starts in lower case (QuickRecorder's `resizeView`) is judged as created.
        #expect(found.contains { $0.hasPrefix("App/Root.swift:8 warning missing-key: 'Area Size:'") }, "\(found)")
        #expect(!found.contains { $0.contains("Username") }, "\(found)")
        // Once something creates it, its text is shown.
        var created = files
        created["App/Root.swift"] = """
            import SwiftUI

            struct Root: View {
                var body: some View {
                    NavigationLink("Profile") { ProfileView() }
                    NavigationLink("Connect") { ConnectionFormView() }
                }
            }

            """
        #expect(try Self.run(created).contains { $0.hasPrefix("App/ConnectionFormView.swift:5 warning missing-key: 'Username'") })
    }
}
