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
}
