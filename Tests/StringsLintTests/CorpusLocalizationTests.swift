import DevToolsCore
import Foundation
import StringsLint
import DevToolsTestSupport
import Testing

/// Lints real apps of `../shared/corpus/strings` as localizations (see its SOURCES.md).
@Suite(.requiresShared("../shared is absent: the corpus of real localization files is not here") { SharedData.isAvailable })
struct CorpusLocalizationTests {
    static func lint(app: String) throws -> [Diagnostic] {
        let folder = try CorpusTree.rebuild(app: app)
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = Configuration(baseDirectory: folder.path, sections: [:])
        let runner = LintRunner(linters: [StringsLinter.self], configuration: configuration, workingDirectory: folder.path)
        return try runner.run(paths: ["."], toolName: "lint-strings").diagnostics
    }

    @Test func findsTheTwoTurkishMismatchesOfDuckDuckGo() throws {
        let turkish = try Self.lint(app: "duckduckgo__iOS").filter {
            $0.ruleID == "format-mismatch" && $0.location.file == "DuckDuckGo/tr.lproj/Localizable.strings"
        }
        let messages = turkish.map(\.message).sorted()
        // Both drop an argument: safe at run time, so warnings (issue 13: severity by consequence).
        #expect(turkish.allSatisfy { $0.severity == .warning })
        #expect(
            messages.contains { $0.contains("never shows argument 1 (an object (%@)): it has %2$@ where the base value has %1$@ %2$@") })
        #expect(messages.contains { $0.contains("never shows argument 1 (an object (%@)): it has (none) where the base value has %@") })
        #expect(turkish.count == 2, "\(messages)")
    }

    @Test func skipsTheTranslatorNotesLocaleOfKiwix() throws {
        let found = try Self.lint(app: "kiwix__kiwix-apple")
        #expect(!found.contains { $0.location.file.contains("qqq.lproj") })
        #expect(!found.contains { $0.message.contains("qqq") })
    }

    @Test(arguments: ["mastodon__mastodon-ios", "owncloud__ios-app", "Dimillian__IceCubesApp", "duckduckgo__iOS"])
    func readsEveryStringsdictAndCatalog(app: String) throws {
        let syntax = try Self.lint(app: app).filter { $0.ruleID == "stringsdict-syntax" || $0.ruleID == "xcstrings-syntax" }
        #expect(syntax.isEmpty, "\(syntax.map(\.message))")
    }
}
