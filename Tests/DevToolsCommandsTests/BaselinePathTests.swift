import Foundation
import DevToolsTestSupport
import Testing

@Suite("Baselines wherever the run starts")
struct BaselinePathTests {
    @Test("baseline paths are resolved relative to the baseline file, so a run from another folder matches")
    func runFromAnotherFolderMatches() throws {
        let dir = try TemporaryTree.make(["App/en.lproj/A.strings": "\"a\" = \"b\"\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let write = try ExecutableRunner.run("lint-strings", ["--no-cache", "--write-baseline", "baseline.json", "."], in: dir)
        #expect(write.status == 1)
        let stored = try String(contentsOf: dir.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(stored.contains("\"file\" : \"App/en.lproj/A.strings\""))
        let app = dir.appendingPathComponent("App")
        let fromApp = try ExecutableRunner.run("lint-strings", ["--no-cache", "--baseline", "../baseline.json", "."], in: app)
        #expect(fromApp.status == 0, "\(fromApp.stdout)")
        let fromOutside = try ExecutableRunner.run(
            "lint-strings", ["--no-cache", "--baseline", dir.path + "/baseline.json", dir.path], in: URL(fileURLWithPath: "/"))
        #expect(fromOutside.status == 0, "\(fromOutside.stdout)")
    }

    @Test("--baseline and --write-baseline on the same file refresh it: new findings are reported, then recorded")
    func sameFileRefreshes() throws {
        let dir = try TemporaryTree.make(["Strings/A.strings": "\"a\" = \"b\"\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try ExecutableRunner.run("lint-strings", ["--no-cache", "--write-baseline", "b.json", "."], in: dir)
        try Data("\"a\" = \"b\"\n\"c\" = \"\";\n".utf8).write(to: dir.appendingPathComponent("Strings/A.strings"))
        let refresh = try ExecutableRunner.run(
            "lint-strings", ["--no-cache", "--format", "xcode", "--baseline", "b.json", "--write-baseline", "b.json", "."], in: dir
        )
        #expect(refresh.stdout.contains("[empty-value]"), "new since the old baseline: reported")
        #expect(!refresh.stdout.contains("[syntax-error]"))
        let after = try ExecutableRunner.run("lint-strings", ["--no-cache", "--format", "xcode", "--baseline", "b.json", "."], in: dir)
        #expect(after.stdout == "", "the refreshed baseline records both")
        #expect(after.status == 0)
    }

    @Test("a finding without a line of its own (a missing key) matches by its key and locale, not by the top line's text")
    func missingKeysMatchByKey() throws {
        let dir = try TemporaryTree.make([
            "en.lproj/L.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
            "de.lproj/L.strings": "\"a\" = \"A-de\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let write = try ExecutableRunner.run("lint-strings", ["--no-cache", "--write-baseline", "b.json", "."], in: dir)
        #expect(write.status == 0, "\(write.stdout)\(write.stderr)")
        let stored = try String(contentsOf: dir.appendingPathComponent("b.json"), encoding: .utf8)
        #expect(stored.contains("\"subject\" : \"key b in de\""), "\(stored)")

        // A new key in the development table: its finding is new, the recorded one for 'b' stays hidden.
        try Data("\"c\" = \"C\";\n\"a\" = \"A\";\n\"b\" = \"B\";\n".utf8).write(to: dir.appendingPathComponent("en.lproj/L.strings"))
        let after = try ExecutableRunner.run("lint-strings", ["--no-cache", "--format", "xcode", "--baseline", "b.json", "."], in: dir)
        #expect(after.stdout.contains("'c' has no de translation"), "\(after.stdout)")
        #expect(!after.stdout.contains("'b' has no de translation"), "\(after.stdout)")

        // Translating 'b' and leaving 'c' untranslated is not hidden by the old entry either.
        try Data("\"a\" = \"A-de\";\n\"b\" = \"B-de\";\n".utf8).write(to: dir.appendingPathComponent("de.lproj/L.strings"))
        let translated = try ExecutableRunner.run(
            "lint-strings", ["--no-cache", "--format", "xcode", "--baseline", "b.json", "."], in: dir)
        #expect(translated.stdout.contains("'c' has no de translation"), "\(translated.stdout)")
    }

    @Test("a version-1 baseline is still read")
    func versionOneIsRead() throws {
        let dir = try TemporaryTree.make([
            "Strings/A.strings": "\"a\" = \"b\"\n",
            "b.json":
                "{\"version\": 1, \"entries\": [{\"ruleId\": \"syntax-error\", \"file\": \"Strings/A.strings\", \"lineText\": \"\\\"a\\\" = \\\"b\\\"\"}]}\n",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try ExecutableRunner.run("lint-strings", ["--no-cache", "--format", "xcode", "--baseline", "b.json", "."], in: dir)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }
}
