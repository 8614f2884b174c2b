import Foundation
import Testing

/// Issue 15, "No false green, no silent loss of checks": a run that checked nothing, or less than asked,
/// says so instead of reporting "No problems found".
@Suite("No false green")
struct NoFalseGreenTests {
    @Test(
        "a file named explicitly that no tool lints is exit 2, said plainly",
        arguments: [
            (["lint", "x.txt"], "x.txt is not a file devtools lint reads"),
            (["lint-strings", "X.mm"], "X.mm is not a file lint-strings reads"),
            (["lint-components", "en.lproj/A.strings"], "en.lproj/A.strings is not a file lint-components reads"),
        ]
    )
    func namedFileNoToolLints(arguments: [String], message: String) throws {
        let dir = try TemporaryTree.make(["x.txt": "hello\n", "X.mm": "@implementation X\n@end\n", "en.lproj/A.strings": "\"a\" = \"b\";\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("devtools", arguments + ["--no-cache"], in: dir)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("error: \(message) (it reads ."), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test("a folder with nothing to lint says so, never 'No problems found in 0 files'")
    func folderWithNothingToLint() throws {
        let dir = try TemporaryTree.make(["Sources/readme.txt": "hello\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = try ExecutableRunner.run("lint-strings", ["--no-cache", "Sources"], in: dir)
        #expect(text.stdout == "Nothing to lint in Sources: no .strings, .stringsdict or .xcstrings files.\n")
        #expect(!text.stdout.contains("No problems found"))
        let json = try ExecutableRunner.run("lint-strings", ["--no-cache", "--format", "json", "Sources"], in: dir)
        #expect(json.stderr == "note: Nothing to lint in Sources: no .strings, .stringsdict or .xcstrings files.\n")
        #expect(json.stdout.contains("\"filesChecked\" : 0"))
    }
}
