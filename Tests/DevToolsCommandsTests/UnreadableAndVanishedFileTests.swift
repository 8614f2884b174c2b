import Foundation
import DevToolsTestSupport
import Testing

/// Issue 15, "One bad entry does not stop the run": an entry that cannot be read is a finding with the
/// system's true reason, and everything else is still linted and printed. Exit 2 only for a path named
/// on the command line, or when nothing at all could be linted.
@Suite("One bad entry does not stop the run")
struct UnreadableAndVanishedFileTests {
    /// A folder anyone may enter, holding `good` files and `locked` ones only root could read.
    func tree(good: [String: String], locked: [String: String], lockedFolder: String? = nil) throws -> URL {
        let url = try TemporaryTree.make(good.merging(locked) { a, _ in a })
        #expect(chmod(url.path, 0o755) == 0)
        for name in locked.keys { #expect(chmod(url.appendingPathComponent(name).path, 0) == 0) }
        if let lockedFolder {
            try FileManager.default.createDirectory(at: url.appendingPathComponent(lockedFolder), withIntermediateDirectories: true)
            try Data("\"a\" = \"b\";\n".utf8).write(to: url.appendingPathComponent(lockedFolder + "/x.strings"))
            #expect(chmod(url.appendingPathComponent(lockedFolder).path, 0) == 0)
        }
        return url
    }

    static let asNobody = ConditionTrait.enabled(
        if: ExecutableRunner.canRunWithoutRoot, "needs a user other than root (setpriv) to make a file unreadable"
    )

    @Test(
        "an unreadable file in the tree is an error finding with the system's reason, and the run goes on",
        asNobody,
        arguments: [
            ("lint-strings", "locked.strings", "\"a\" = \"b\";\n", "ok.strings", "\"a\" = \"\";\n", "[empty-value]"),
            (
                "lint-components", "Locked.m", "@implementation Locked\n@end\n", "Ok.m",
                "@implementation V : UIViewController\n- (void)viewWillAppear:(BOOL)animated {}\n@end\n", "[missing-super-call]"
            ),
        ]
    )
    func unreadableFileIsAFinding(command: String, name: String, text: String, good: String, goodText: String, goodRule: String) throws {
        let dir = try tree(good: [good: goodText], locked: [name: text])
        defer { try? FileManager.default.removeItem(at: dir) }
        let cacheFolder = dir.appendingPathComponent(".cache")
        try FileManager.default.createDirectory(at: cacheFolder, withIntermediateDirectories: true)
        #expect(chmod(cacheFolder.path, 0o777) == 0, "a cache folder the other user may write")
        for cache in [["--no-cache"], ["--cache-path", dir.appendingPathComponent(".cache").path]] {
            let result = try ExecutableRunner.run("devtools", [command, "--format", "xcode", "."] + cache, in: dir, withoutRoot: true)
            #expect(result.status == 1, "\(cache)")
            #expect(result.stderr == "")
            #expect(
                result.stdout.contains(
                    "\(name):1:1: error: cannot be read (Permission denied): its findings are missing from this run; fix it or exclude it in .devtools.yml. [unreadable-path]\n"
                ), "\(cache): \(result.stdout)")
            #expect(result.stdout.contains(goodRule), "the readable file is still linted: \(result.stdout)")
        }
    }

    @Test("an unreadable file named on the command line is exit 2 with the system's reason", asNobody)
    func namedUnreadableFileIsExitTwo() throws {
        let dir = try tree(good: ["ok.strings": "\"a\" = \"\";\n"], locked: ["locked.strings": "\"a\" = \"b\";\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("lint-strings", ["--no-cache", "locked.strings", "ok.strings"], in: dir, withoutRoot: true)
        #expect(result.status == 2)
        #expect(result.stderr == "error: locked.strings: cannot be read (Permission denied)\n")
        #expect(result.stdout.contains("[empty-value]"), "the other named file is still reported")
    }

    @Test("exit 2 when nothing could be linted at all", asNobody)
    func nothingLintedIsExitTwo() throws {
        let dir = try tree(good: [:], locked: ["locked.strings": "\"a\" = \"b\";\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("lint-strings", ["--no-cache", "."], in: dir, withoutRoot: true)
        #expect(result.status == 2)
        #expect(result.stderr == "error: nothing could be linted: locked.strings: cannot be read (Permission denied)\n")
        #expect(result.stdout.contains("locked.strings"))
    }

    @Test("an unreadable folder in the tree is an error finding (EACCES), and the run goes on", asNobody)
    func unreadableFolderIsAFinding() throws {
        let dir = try tree(good: ["ok.strings": "\"a\" = \"\";\n"], locked: [:], lockedFolder: "Locked")
        defer { chmod(dir.appendingPathComponent("Locked").path, 0o755); try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("lint-strings", ["--no-cache", "--format", "xcode", "."], in: dir, withoutRoot: true)
        #expect(result.status == 1)
        #expect(result.stdout.contains("Locked:1:1: error: cannot read folder (Permission denied): "), "\(result.stdout)")
        #expect(result.stdout.contains("ok.strings:1:7: warning:"))
        let named = try ExecutableRunner.run("lint-strings", ["--no-cache", "Locked"], in: dir, withoutRoot: true)
        #expect(named.status == 2)
        #expect(named.stderr == "error: Locked: cannot read folder (Permission denied)\n")
    }

    /// Symlinks need no other user: a loop and a dangling link fail for root too.
    func symlinkTree() throws -> URL {
        let dir = try TemporaryTree.make(["ok.strings": "\"a\" = \"\";\n", "file.strings": "\"a\" = \"b\";\n"])
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: dir.appendingPathComponent("loop.strings").path, withDestinationPath: "loop.strings")
        try manager.createSymbolicLink(atPath: dir.appendingPathComponent("gone.strings").path, withDestinationPath: "missing.strings")
        try manager.createSymbolicLink(atPath: dir.appendingPathComponent("notes.txt").path, withDestinationPath: "nowhere.txt")
        return dir
    }

    @Test("a looping or dangling symlink to a file is an error finding with the true reason; to a file no tool reads, a note")
    func brokenSymlinksAreFindings() throws {
        let dir = try symlinkTree()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("lint-strings", ["--no-cache", "--format", "xcode", "."], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("loop.strings:1:1: error: symlink loop (Too many levels of symbolic links): ") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("gone.strings:1:1: error: dangling symlink: its target 'missing.strings' does not exist: ") })
        #expect(
            lines.contains {
                $0.hasPrefix("notes.txt:1:1: note: dangling symlink: its target 'nowhere.txt' does not exist: no tool reads it")
            })
        #expect(lines.contains { $0.hasPrefix("ok.strings:1:7: warning:") })
        #expect(!result.stdout.contains("no such file"))
    }

    @Test("SARIF stays a valid, complete document when entries cannot be read")
    func sarifStaysComplete() throws {
        let dir = try symlinkTree()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("lint-strings", ["--no-cache", "--format", "sarif", "."], in: dir)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String }.filter { $0 == "unreadable-path" }.count == 3)
        #expect(results.contains { $0["ruleId"] as? String == "empty-value" })
        for item in results {
            let index = try #require(item["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == item["ruleId"] as? String)
        }
    }

    @Test(
        "a named path gets the true reason, never 'no such file or folder' for an entry that exists",
        arguments: [
            ("loop.strings", "symlink loop (Too many levels of symbolic links)"),
            ("gone.strings", "dangling symlink: its target 'missing.strings' does not exist"),
            ("file.strings/x.strings", "'file.strings' is a file, not a folder"),
            ("absent.strings", "no such file or folder"),
        ]
    )
    func namedPathsGetTheTrueReason(path: String, reason: String) throws {
        let dir = try symlinkTree()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("lint-strings", ["--no-cache", path], in: dir)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "error: \(path): \(reason)\n")
    }
}
