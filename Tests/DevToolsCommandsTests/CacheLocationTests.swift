import Foundation
import DevToolsTestSupport
import Testing

/// Issue 15: the cache follows `$HOME` and `XDG_CACHE_HOME`, refuses an unusable `--cache-path`, and
/// never grows forever.
@Suite("The cache follows the environment and stays bounded")
struct CacheLocationTests {
    let files = ["en.lproj/A.strings": "\"a\" = \"b\";\n"]

    func cacheFiles(_ folder: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.filter { $0.hasSuffix(".json") } ?? []
    }

    @Test("$HOME and XDG_CACHE_HOME from the environment are honoured (the cache follows them)")
    func cacheFollowsTheEnvironment() throws {
        let dir = try TemporaryTree.make(files)
        defer { try? FileManager.default.removeItem(at: dir) }
        let home = dir.appendingPathComponent("home"), xdg = dir.appendingPathComponent("xdg")
        _ = try ExecutableRunner.run("lint-strings", ["en.lproj"], in: dir, environment: ["HOME": home.path, "XDG_CACHE_HOME": ""])
        #expect(cacheFiles(home.appendingPathComponent(".cache/devtools")).count == 1)
        _ = try ExecutableRunner.run("lint-strings", ["en.lproj"], in: dir, environment: ["HOME": home.path, "XDG_CACHE_HOME": xdg.path])
        #expect(cacheFiles(xdg.appendingPathComponent("devtools")).count == 1)
    }

    @Test("--cache-path that is not a usable folder is an error")
    func unusableCachePath() throws {
        let dir = try TemporaryTree.make(files.merging(["not-a-folder": "x"]) { a, _ in a })
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = try ExecutableRunner.run("lint-strings", ["--cache-path", "not-a-folder", "."], in: dir)
        #expect(file.status == 2)
        #expect(file.stderr == "error: not-a-folder: is a file, not a folder (--cache-path needs a folder)\n")
        let below = try ExecutableRunner.run("lint-strings", ["--cache-path", "not-a-folder/cache", "."], in: dir)
        #expect(below.status == 2)
        #expect(below.stderr == "error: not-a-folder/cache: cannot create the cache folder (Not a directory)\n")
    }

    @Test(
        "--cache-path that another user cannot write is an error with the system's reason",
        .enabled(if: ExecutableRunner.canRunWithoutRoot, "needs a user other than root (setpriv)")
    )
    func unwritableCachePath() throws {
        let dir = try TemporaryTree.make(files)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(chmod(dir.path, 0o755) == 0)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("cache"), withIntermediateDirectories: true)
        let existing = try ExecutableRunner.run("lint-strings", ["--cache-path", "cache", "."], in: dir, withoutRoot: true)
        #expect(existing.status == 2)
        #expect(existing.stderr == "error: cache: cache folder is not writable (Permission denied)\n")
        let new = try ExecutableRunner.run("lint-strings", ["--cache-path", "new-cache", "."], in: dir, withoutRoot: true)
        #expect(new.stderr == "error: new-cache: cannot create the cache folder (Permission denied)\n")
    }

    @Test("devtools cache clear empties the cache and says how much it removed")
    func cacheClear() throws {
        let dir = try TemporaryTree.make(files)
        defer { try? FileManager.default.removeItem(at: dir) }
        let cache = dir.appendingPathComponent("cache")
        try Data("keep".utf8).write(to: dir.appendingPathComponent("unrelated.json"))
        _ = try ExecutableRunner.run("lint-strings", ["--cache-path", cache.path, "en.lproj"], in: dir)
        #expect(cacheFiles(cache).count == 1)
        let clear = try ExecutableRunner.run("devtools", ["cache", "clear", "--cache-path", cache.path], in: dir)
        #expect(clear.status == 0)
        #expect(clear.stdout.hasPrefix("Removed 2 cache files ("), "\(clear.stdout)")
        #expect(cacheFiles(cache).isEmpty)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("unrelated.json").path))
    }
}
