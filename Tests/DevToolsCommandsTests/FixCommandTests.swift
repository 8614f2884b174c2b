import DevToolsTestSupport
import Foundation
import Testing

/// `lint-strings --fix` as a user runs it: the diff `--dry-run` shows is what `--fix` writes, the
/// report afterwards shows what is left, permissions are kept, and a read-only file is left as it was
/// with a clear error.
@Suite("lint-strings --fix")
struct FixCommandTests {
    static let broken =
        "/* Greeting */\n\"hello\" = \"Hallo\"\n\"bye\" = \"Tsch\\u00fcss\";\n\"bye\" = \"Tsch\\u00fcss\";\n\"who\" = \"Wer\";\n\"who\" = \"Wie\";\n"
    static let fixed = "/* Greeting */\n\"hello\" = \"Hallo\";\n\"bye\" = \"Tsch\\U00fcss\";\n\"who\" = \"Wer\";\n\"who\" = \"Wie\";\n"
    static let file = "de.lproj/Localizable.strings"

    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(file, broken)
        return folder
    }

    static func contents(_ folder: TemporaryFolder) throws -> String {
        try String(contentsOf: folder.url.appendingPathComponent(file), encoding: .utf8)
    }

    @Test func dryRunShowsTheDiffThatFixWrites() throws {
        let folder = try Self.project()
        let preview = try ExecutableRunner.run("lint-strings", ["--fix", "--dry-run", "--no-cache", "."], in: folder.url)
        #expect(preview.status == 1, "as git diff --exit-code: there is something to fix")
        #expect(preview.stdout.hasPrefix("--- a/\(Self.file)\n+++ b/\(Self.file)\n@@ -1,6 +1,5 @@\n"))
        #expect(preview.stderr.contains("3 fixes in 1 file would be made (--dry-run: no file changed)"))
        #expect(try Self.contents(folder) == Self.broken, "--dry-run changes nothing")
        // The diff applies with patch and gives what --fix writes.
        let copy = try Self.project()
        let patch = folder.url.appendingPathComponent("fix.diff")
        try Data(preview.stdout.utf8).write(to: patch)
        #expect(try ShellRunner.run(["patch", "-p1", "-i", patch.path], in: copy.url).status == 0)
        #expect(try Self.contents(copy) == Self.fixed)
    }

    @Test func fixWritesKeepsPermissionsAndReportsWhatIsLeft() throws {
        let folder = try Self.project()
        let path = folder.url.appendingPathComponent(Self.file).path
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        let run = try ExecutableRunner.run("lint-strings", ["--fix", "--no-cache", "."], in: folder.url)
        #expect(try Self.contents(folder) == Self.fixed)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o640)
        #expect(run.stderr.contains("fixed \(Self.file):2:18 syntax-error: added ';'"))
        #expect(run.stderr.contains("3 fixes made in 1 file"))
        // The duplicate with another value is the user's decision: still reported, exit 1.
        #expect(run.status == 1)
        #expect(run.stdout.contains("duplicate key \"who\""))
        #expect(!run.stdout.contains("syntax-error"))
        // A second --fix has nothing to do.
        let again = try ExecutableRunner.run("lint-strings", ["--fix", "--no-cache", "."], in: folder.url)
        #expect(!again.stderr.contains("fixed"))
        #expect(try Self.contents(folder) == Self.fixed)
        // No temporary file is left beside it.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("de.lproj").path) == [
                "Localizable.strings"
            ])
    }

    @Test func aReadOnlyFileIsLeftAsItWas() throws {
        let folder = try Self.project()
        let path = folder.url.appendingPathComponent(Self.file).path
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let run = try ExecutableRunner.run("lint-strings", ["--fix", "--no-cache", "."], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: \(Self.file): cannot write the fixed file (Permission denied); it was left as it was"))
        #expect(try Self.contents(folder) == Self.broken)
    }

    /// Issue 27: with --format json, --dry-run prints JSON (the edits), not a diff.
    @Test func dryRunWithJSONPrintsThePlannedEdits() throws {
        let folder = try Self.project()
        let preview = try ExecutableRunner.run(
            "lint-strings", ["--fix", "--dry-run", "--format", "json", "--no-cache", "."], in: folder.url)
        #expect(preview.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(preview.stdout.utf8)) as? [String: Any])
        let edits = try #require(json["edits"] as? [[String: Any]])
        #expect(edits.count == 3)
        #expect(edits.first?["file"] as? String == Self.file)
        #expect(edits.first?["line"] as? Int == 2)
        #expect(edits.first?["column"] as? Int == 18)
        #expect(edits.first?["ruleId"] as? String == "syntax-error")
        #expect(edits.first?["oldText"] as? String == "")
        #expect(edits.first?["newText"] as? String == ";")
        #expect(edits.map { $0["ruleId"] as? String } == ["syntax-error", "unknown-escape", "duplicate-key"])
        #expect(edits.last?["oldText"] as? String == "\"bye\" = \"Tsch\\u00fcss\";\n")
        #expect(edits.last?["newText"] as? String == "")
        #expect((json["summary"] as? [String: Int]) == ["fixes": 3, "files": 1])
        #expect(try Self.contents(folder) == Self.broken, "--dry-run changes nothing")
    }

    @Test func dryRunWithNothingToFixExitsZero() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.file, Self.fixed)
        for format in ["text", "json"] {
            let preview = try ExecutableRunner.run(
                "lint-strings", ["--fix", "--dry-run", "--format", format, "--no-cache", "."], in: folder.url)
            #expect(preview.status == 0, "\(format): \(preview.stderr)")
            #expect(preview.stderr.contains("0 fixes in 0 files would be made"))
        }
    }

    @Test func dryRunAloneIsAUsageError() throws {
        let folder = try Self.project()
        let run = try ExecutableRunner.run("lint-strings", ["--dry-run", "."], in: folder.url)
        #expect(run.status == 64)
        #expect(run.stderr.contains("--dry-run shows what --fix would change"))
    }
}
