import Foundation
import DevToolsTestSupport
import Testing

/// Issue 27: the cache deletes only what it wrote. A `--cache-path` that holds a user's files is used
/// through its subfolder `devtools`; `devtools cache clear` removes only the cache's own files.
@Suite("The cache never deletes what it did not write")
struct CacheOwnershipTests {
    let project = ["App/en.lproj/A.strings": "\"a\" = \"b\";\n"]
    let userFiles = ["package.json": "{\"name\": \"app\"}\n", "data.json": "[1]\n", "old.records": "mine\n"]

    func names(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test("a --cache-path holding a user's files keeps them through a run and a clear; the cache goes in its subfolder devtools")
    func foreignFolderIsUsedThroughASubfolder() throws {
        let dir = try TemporaryTree.make(project.merging(userFiles.mapKeys { "shared/" + $0 }) { a, _ in a })
        defer { try? FileManager.default.removeItem(at: dir) }
        let shared = dir.appendingPathComponent("shared")
        let run = try ExecutableRunner.run("lint-strings", ["--cache-path", "shared", "App"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(names(shared) == ["data.json", "devtools", "old.records", "package.json"])
        let inner = shared.appendingPathComponent("devtools")
        #expect(names(inner).contains("CACHEDIR.TAG"))
        #expect(names(inner).contains { $0.hasPrefix("lint-strings-") && $0.hasSuffix(".json") })

        let clear = try ExecutableRunner.run("devtools", ["cache", "clear", "--cache-path", "shared"], in: dir)
        #expect(clear.status == 0)
        #expect(clear.stdout.hasPrefix("Removed 2 cache files ("), "\(clear.stdout)")
        #expect(clear.stdout.contains("shared/devtools"), "\(clear.stdout)")
        #expect(names(inner) == ["CACHEDIR.TAG"])
        for (name, text) in userFiles {
            #expect(try String(contentsOf: shared.appendingPathComponent(name), encoding: .utf8) == text, "\(name) survives")
        }
    }

    @Test("cache clear on a folder that is no devtools cache removes nothing and says so")
    func clearOnAForeignFolder() throws {
        let dir = try TemporaryTree.make(userFiles)
        defer { try? FileManager.default.removeItem(at: dir) }
        let clear = try ExecutableRunner.run("devtools", ["cache", "clear", "--cache-path", "."], in: dir)
        #expect(clear.status == 0)
        #expect(clear.stdout == "No devtools cache in .; nothing removed.\n")
        #expect(names(dir) == userFiles.keys.sorted())
    }

    @Test("cache clear --cache-path FILE is an error naming the file, exit 2")
    func clearOnAFile() throws {
        let dir = try TemporaryTree.make(userFiles)
        defer { try? FileManager.default.removeItem(at: dir) }
        let clear = try ExecutableRunner.run("devtools", ["cache", "clear", "--cache-path", "package.json"], in: dir)
        #expect(clear.status == 2)
        #expect(clear.stderr == "error: package.json: is a file, not a cache folder\n")
        #expect(clear.stdout == "")
    }

    @Test("a new or empty --cache-path is used as it is, and tagged as a cache for backup tools")
    func newFolderIsTagged() throws {
        let dir = try TemporaryTree.make(project)
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try ExecutableRunner.run("lint-strings", ["--cache-path", ".cache", "App"], in: dir)
        let tag = try String(contentsOf: dir.appendingPathComponent(".cache/CACHEDIR.TAG"), encoding: .utf8)
        #expect(tag.hasPrefix("Signature: 8a477f597d28d172789f06886806bc55\n"))
        #expect(names(dir.appendingPathComponent(".cache")).contains { $0.hasPrefix("lint-strings-") })
    }

    @Test("a cache folder from before the tag (only the cache's own files) is adopted, not abandoned")
    func legacyCacheIsAdopted() throws {
        let dir = try TemporaryTree.make(project)
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try ExecutableRunner.run("lint-strings", ["--cache-path", "c", "App"], in: dir)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("c/CACHEDIR.TAG"))
        let again = try ExecutableRunner.run("lint-strings", ["--cache-path", "c", "App"], in: dir)
        #expect(again.status == 0)
        #expect(!names(dir.appendingPathComponent("c")).contains("devtools"))
        #expect(names(dir.appendingPathComponent("c")).contains("CACHEDIR.TAG"))
    }

    @Test("another tool's cache folder (its own CACHEDIR.TAG) is not taken over")
    func anotherToolsCache() throws {
        let dir = try TemporaryTree.make(
            project.merging(["other/CACHEDIR.TAG": "Signature: 8a477f597d28d172789f06886806bc55\n# ccache\n"]) { a, _ in a })
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try ExecutableRunner.run("lint-strings", ["--cache-path", "other", "App"], in: dir)
        #expect(names(dir.appendingPathComponent("other")) == ["CACHEDIR.TAG", "devtools"])
        let clear = try ExecutableRunner.run("devtools", ["cache", "clear", "--cache-path", "other"], in: dir)
        #expect(clear.stdout.contains("other/devtools"))
        #expect(names(dir.appendingPathComponent("other")) == ["CACHEDIR.TAG", "devtools"])
    }
}

extension Dictionary where Key == String {
    fileprivate func mapKeys(_ transform: (String) -> String) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
