import DevToolsCore
import Foundation
import DevToolsTestSupport
import Testing
@testable import StringsLint

/// The real defects `SOURCES.md` lists, each as an expectation.
@Suite(
    "Corpus defects from SOURCES.md",
    .requiresShared("../shared is absent: the corpus tests need ../shared/corpus/strings") { SharedData.isAvailable })
struct CorpusDefectTests {
    func diagnostics(_ relativePath: String) throws -> [Diagnostic] {
        Lint.diagnostics(data: try Data(contentsOf: SharedData.corpusFile(relativePath)))
    }

    @Test("home-assistant: lowercase \\u203A in every locale, on the live_activity footer line")
    func lowercaseU() throws {
        let en = try diagnostics("home-assistant__iOS/Sources__App__Resources__en.lproj__Localizable.strings")
        #expect(en.map { "\($0.location.line) \($0.ruleID)" } == ["827 unknown-escape", "827 unknown-escape"])
        #expect(en.allSatisfy { $0.message.contains("\"u203A\"") })
        for locale in ["de", "ja", "ru", "uk", "zh-Hans"] {
            let found = try diagnostics("home-assistant__iOS/Sources__App__Resources__\(locale).lproj__Localizable.strings")
            #expect(found.map(\.location.line) == [825, 825], "\(locale)")
        }
    }

    @Test("home-assistant he: the unknown escape \\ה on lines 470–471, besides the \\u")
    func hebrewEscape() throws {
        let found = try diagnostics("home-assistant__iOS/Sources__App__Resources__he.lproj__Localizable.strings")
        let hebrew = found.filter { $0.message.hasPrefix("unknown escape '\\ה'") }
        #expect(hebrew.map(\.location.line) == [470, 470, 471])
    }

    @Test("element en: the unknown escape \\@ on line 3162")
    func atEscape() throws {
        let found = try diagnostics("element-hq__element-ios/Riot__Assets__en.lproj__Vector.strings")
        #expect(found.map { "\($0.location.line) \($0.ruleID)" } == ["3162 unknown-escape"])
        #expect(found.first?.message.hasPrefix("unknown escape '\\@'") == true)
    }

    @Test("owncloud he and nl: duplicate keys (27 and 22), each with a note at the first definition")
    func duplicates() throws {
        for (locale, count) in [("he", 27), ("nl", 22)] {
            let found = try diagnostics("owncloud__ios-app/ownCloud__Resources__\(locale).lproj__Localizable.strings")
            let duplicates = found.filter { $0.ruleID == DuplicateKeyRule.id }
            #expect(Set(duplicates.map { $0.message }).count == count, "\(locale)")
            #expect(duplicates.allSatisfy { $0.notes.count == 1 && $0.notes[0].location.line < $0.location.line })
        }
    }

    @Test("empty and whitespace-only files are valid empty tables")
    func emptyFiles() throws {
        for path in [
            "mastodon__mastodon-ios/MastodonIntent__hy-AM.lproj__Intents.strings",
            "mastodon__mastodon-ios/WidgetExtension__hy-AM.lproj__WidgetExtension.strings",
            "duckduckgo__iOS/DuckDuckGo__de.lproj__LaunchScreen.strings",
            "duckduckgo__iOS/ShareExtension__ru.lproj__MainInterface.strings",
            "mastodon__mastodon-ios/Mastodon__Supporting Files__hy.lproj__Main.strings",
        ] {
            #expect(try diagnostics(path).isEmpty, "\(path)")
        }
    }

    @Test("UTF-16LE files with a byte order mark are read")
    func utf16Files() throws {
        let data = try Data(
            contentsOf: SharedData.corpusFile("mastodon__mastodon-ios/Mastodon__Supporting Files__Settings.bundle__en.lproj__Root.strings"))
        let table = StringsFileReader.read(data: data, displayPath: "Root.strings")
        #expect(table.encoding == .utf16LittleEndian)
        #expect(!table.entries.isEmpty)
        #expect(table.diagnostics.isEmpty)
    }
}
