import Foundation
import DevToolsTestSupport
import Testing

/// Issue 27: every place the linters write or delete leaves what they did not write as it was. Each test
/// plants a user's file where the tool writes and sees it survive (the cache has `CacheOwnershipTests`,
/// clean-support's trash and roots their own).
@Suite("Files the tool did not write survive every place it writes")
struct ForeignFileSurvivalTests {
    static let table = "\"a\" = \"b\"\n"  // --fix adds the ';'
    static let userText = "// the user's own file\n"

    func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test("--touch naming a file with content is an error and the file survives, before and after the run")
    func touchNeverEmptiesAUsersFile() throws {
        let dir = try TemporaryTree.make(["en.lproj/A.strings": "\"a\" = \"b\";\n", "Sources/Main.swift": Self.userText])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try ExecutableRunner.run("lint-strings", ["--no-cache", "--touch", "Sources/Main.swift", "en.lproj"], in: dir)
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: Sources/Main.swift: is not a --touch stamp (an empty file devtools writes); it was left as it is: name another path\n"
        )
        #expect(try text(dir.appendingPathComponent("Sources/Main.swift")) == Self.userText)

        let stamp = try ExecutableRunner.run("lint-strings", ["--no-cache", "--touch", "stamp", "en.lproj"], in: dir)
        #expect(stamp.status == 0, "\(stamp.stderr)")
        #expect(try text(dir.appendingPathComponent("stamp")) == "", "a new path gets the empty stamp")
    }

    @Test("--write-baseline naming a file that is no baseline is an error and the file survives")
    func baselineNeverReplacesAUsersFile() throws {
        let dir = try TemporaryTree.make(["en.lproj/A.strings": Self.table, "package.json": "{\"name\": \"app\"}\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try ExecutableRunner.run("lint-strings", ["--no-cache", "--write-baseline", "package.json", "en.lproj"], in: dir)
        #expect(run.status == 2)
        #expect(
            run.stderr.contains(
                "error: package.json: exists and is not a devtools baseline; it was left as it is: name a new file for --write-baseline"),
            "\(run.stderr)")
        #expect(try text(dir.appendingPathComponent("package.json")) == "{\"name\": \"app\"}\n")

        // A baseline is rewritten in place, an empty file made for it is taken.
        try Data().write(to: dir.appendingPathComponent("baseline.json"))
        #expect(
            try ExecutableRunner.run("lint-strings", ["--no-cache", "--write-baseline", "baseline.json", "en.lproj"], in: dir).status == 1)
        #expect(
            try ExecutableRunner.run("lint-strings", ["--no-cache", "--write-baseline", "baseline.json", "en.lproj"], in: dir).status == 1)
        #expect(try text(dir.appendingPathComponent("baseline.json")).contains("\"version\" : 2"))
    }

    @Test("--fix rewrites only the fixed table: files beside it survive, no temporary file is left, a link stays a link")
    func fixTouchesOnlyTheFixedFile() throws {
        let dir = try TemporaryTree.make([
            "Shared/A.strings": Self.table,
            "en.lproj/notes.txt": Self.userText,
            "en.lproj/.A.strings.devtools-keep": Self.userText,  // shaped like the writer's temporary files
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("en.lproj/A.strings").path, withDestinationPath: "../Shared/A.strings")
        let run = try ExecutableRunner.run("lint-strings", ["--no-cache", "--fix", "en.lproj"], in: dir)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let link = dir.appendingPathComponent("en.lproj/A.strings").path
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == "../Shared/A.strings", "the link is kept")
        #expect(try text(dir.appendingPathComponent("Shared/A.strings")) == "\"a\" = \"b\";\n", "the file it leads to is fixed")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("en.lproj").path).sorted()
                == [".A.strings.devtools-keep", "A.strings", "notes.txt"])
        #expect(try text(dir.appendingPathComponent("en.lproj/notes.txt")) == Self.userText)
        #expect(try text(dir.appendingPathComponent("en.lproj/.A.strings.devtools-keep")) == Self.userText)
    }

    @Test("the git hook removes only its own temporary folder")
    func hookRemovesOnlyItsOwnFolder() throws {
        let repo = try TemporaryTree.make(["en.lproj/Localizable.strings": "\"a\" = \"b\";\n"])
        defer { try? FileManager.default.removeItem(at: repo) }
        let tmp = try TemporaryTree.make([
            "devtools-hook.keepme/inside.txt": Self.userText, "devtools-hook.XXXXXX": Self.userText, "other.txt": Self.userText,
        ])
        defer { try? FileManager.default.removeItem(at: tmp) }
        try ShellRunner.run(["git", "init", "-q", "-b", "main"], in: repo)
        let installer = ExecutableRunner.packageRoot.appendingPathComponent("scripts/install-git-hook").path
        let devtools = ExecutableRunner.productsDirectory.appendingPathComponent("devtools").path
        #expect(try ShellRunner.run([installer, "--devtools", devtools, repo.path], in: repo).status == 0)
        _ = try ShellRunner.run(["git", "add", "-A"], in: repo)
        let commit = try ShellRunner.run(
            ["env", "TMPDIR=\(tmp.path)", "git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "x"], in: repo)
        #expect(commit.status == 0, "\(commit.output)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: tmp.path).sorted()
                == ["devtools-hook.XXXXXX", "devtools-hook.keepme", "other.txt"])
        #expect(try text(tmp.appendingPathComponent("devtools-hook.keepme/inside.txt")) == Self.userText)
    }
}
