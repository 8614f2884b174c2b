import DevToolsCore
import DevToolsTestSupport
import Foundation
import Testing

@testable import ComponentLint
@testable import SourceFacts
@testable import StringsLint

/// Keys against the code in whole runs: with a cache, a change to a source changes the findings (the
/// run's cache is keyed by the tables only); `devtools lint` reads each source once and finds the same
/// as the two linters apart.
@Suite("Keys against the code, run after run")
struct CodeKeyRunTests {
    static func run(
        _ folder: URL, linters: [any Linter.Type] = [StringsLinter.self], cache: URL? = nil, lookups: SourceKeyLookups? = nil
    ) throws -> [String] {
        let section = Configuration.SectionConfiguration(options: ["sources": .stringList(["App"])])
        let configuration = Configuration(baseDirectory: folder.path, sections: ["strings": section])
        var runner = LintRunner(
            linters: linters, configuration: configuration, workingDirectory: folder.path,
            cache: cache.map { LintCache(directory: $0.path) })
        runner.keyLookupSource = lookups ?? SourceKeyLookups(cacheDirectory: cache?.path)
        return try runner.run(paths: ["."], toolName: "devtools").diagnostics.map {
            "\($0.location.file):\($0.location.line) \($0.ruleID)"
        }
    }

    @Test func aChangedSourceIsReadAgainWithACache() throws {
        let folder = try TemporaryTree.make([
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "App/A.swift": "let x = NSLocalizedString(\"a\", comment: \"\")\n",
        ])
        let cache = try TemporaryTree.make([:])
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: cache)
        }
        #expect(try Self.run(folder, cache: cache) == [])
        #expect(try Self.run(folder, cache: cache) == [], "read back")
        // A different size, so the file's stamp changes whatever the clock's resolution.
        try "let x = NSLocalizedString(\"zzz.missing\", comment: \"\")\n".write(
            to: folder.appendingPathComponent("App/A.swift"), atomically: true, encoding: .utf8)
        #expect(
            try Self.run(folder, cache: cache).sorted() == ["App/A.swift:1 undefined-key", "en.lproj/Localizable.strings:1 unused-key"])
    }

    /// A file's keys built at run time are recorded with its lookups: read back, they still keep the
    /// keys they may be.
    @Test func builtKeysAreReadBackFromTheCache() throws {
        let folder = try TemporaryTree.make([
            "en.lproj/Localizable.strings": "\"emoji_smile\" = \"S\";\n\"gone\" = \"G\";\n",
            "App/A.swift": "let x = NSLocalizedString(\"emoji_\" + name, comment: \"\")\n",
        ])
        let cache = try TemporaryTree.make([:])
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: cache)
        }
        let expected = ["App/A.swift:1 built-key", "en.lproj/Localizable.strings:2 unused-key"]
        #expect(try Self.run(folder, cache: cache).sorted() == expected)
        #expect(try Self.run(folder, cache: cache).sorted() == expected, "read back")
    }

    /// A hook names only the staged source: lint-strings still runs, for the keys that source looks up.
    @Test func aNamedSourceAloneIsCheckedForItsKeys() throws {
        let folder = try TemporaryTree.make([
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "App/A.swift": "let x = NSLocalizedString(\"zzz.missing\", comment: \"\")\n",
            "App/B.swift": "let y = NSLocalizedString(\"b.missing\", comment: \"\")\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let section = Configuration.SectionConfiguration(options: ["sources": .stringList(["App"])])
        let configuration = Configuration(baseDirectory: folder.path, sections: ["strings": section])
        var runner = LintRunner(
            linters: [StringsLinter.self, ComponentLinter.self], configuration: configuration, workingDirectory: folder.path)
        runner.keyLookupSource = SourceKeyLookups(keepsFacts: true)
        runner.reportScope = ReportScope(paths: [folder.appendingPathComponent("App/A.swift").path])
        let found = try runner.run(paths: ["."], toolName: "devtools").diagnostics.map {
            "\($0.location.file):\($0.location.line) \($0.ruleID)"
        }
        #expect(found == ["App/A.swift:1 undefined-key"])
    }

    @Test func bothLintersTogetherFindWhatEachFindsAlone() throws {
        let folder = try TemporaryTree.make([
            "en.lproj/Localizable.strings": "\"title\" = \"Title\";\n\"unused\" = \"Unused\";\n",
            "App/CardComponent.mm": """
            @implementation CardComponent
            + (instancetype)newWithModel:(id)model
            {
              NSString *title = NSLocalizedString(@"title", nil);
              NSString *other = NSLocalizedString(@"other.key", nil);
              return [super newWithComponent:nil];
            }
            @end

            """,
            "App/CardComponentController.mm": """
            @interface CardComponentController : CKComponentController
            @end
            @implementation CardComponentController
            - (void)didMount
            {
            }
            @end

            """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let apart = try Self.run(folder) + Self.run(folder, linters: [ComponentLinter.self])
        let lookups = SourceKeyLookups(keepsFacts: true)
        let together = try Self.run(folder, linters: [StringsLinter.self, ComponentLinter.self], lookups: lookups)
        #expect(together.sorted() == apart.sorted())
        #expect(
            together.contains("App/CardComponent.mm:5 undefined-key")
                && together.contains("App/CardComponentController.mm:4 missing-super-call"))
        #expect(lookups.kept?.take(for: []).facts.isEmpty == true, "lint-components took the facts the scan kept")
    }

    /// lint-components runs alongside lint-strings' key checks and waits for the scan's facts: taking
    /// them before the scan kept them would read every source a second time.
    @Test func factsAwaitedAlongsideTheScanAreTakenOnceKeptOrWhenNoneWillCome() throws {
        let file = SourceFile(absolutePath: "/project/App/A.mm", displayPath: "App/A.mm")
        let kept = KeptFacts()
        kept.expect()
        let keeper = Thread {
            Thread.sleep(forTimeInterval: 0.2)
            kept.keep([file], [FileFacts(file: "App/A.mm", language: .objectiveCPlusPlus)], stamps: [nil])
        }
        keeper.start()
        let taken = kept.take(for: [file])
        #expect(taken.positions == [0] && taken.facts.map(\.file) == ["App/A.mm"])

        let none = KeptFacts()
        none.expect()
        let settler = Thread {
            Thread.sleep(forTimeInterval: 0.1)
            none.settle()
        }
        settler.start()
        #expect(none.take(for: [file]).positions == [-1], "lint-strings finished without a scan: lint-components reads the file")
    }
}
