import Foundation
import DevToolsTestSupport
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
        let dir = try TemporaryTree.make([
            "x.txt": "hello\n", "X.mm": "@implementation X\n@end\n", "en.lproj/A.strings": "\"a\" = \"b\";\n",
        ])
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

/// `--report-only PATH`: folders cover everything under them; a path that names no linted file is a
/// usage error rather than a green run that reported nothing.
@Suite("--report-only never turns a run green")
struct ReportOnlyTests {
    let files = [
        "App/en.lproj/A.strings": "\"a\" = \"b\"\n",  // missing ';': an error
        "Other/en.lproj/B.strings": "\"a\" = \"b\"\n",
        "Pods/X/en.lproj/C.strings": "\"a\" = \"b\"\n",
        "App/notes.txt": "hello\n",
        "App/Docs/readme.txt": "hello\n",
    ]

    @Test("--report-only accepts folders: everything under them")
    func acceptsFolders() throws {
        let dir = try TemporaryTree.make(files)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("lint-strings", ["--no-cache", "--format", "xcode", "--report-only", "App", "."], in: dir)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("App/en.lproj/A.strings:1:10: error:"), "\(result.stdout)")
        #expect(!result.stdout.contains("Other/"))
    }

    @Test(
        "--report-only rejects a path that is not among the linted files with a usage error",
        arguments: [
            ("App/en.lproj/Typo.strings", "no such file or folder"),
            ("App/notes.txt", "not a file lint-strings reads (it reads .strings, .stringsdict or .xcstrings files)"),
            ("App/Docs", "no file lint-strings reads in this folder"),
            ("Other", "not under the paths being linted"),
        ]
    )
    func rejectsUnknownPaths(path: String, problem: String) throws {
        let dir = try TemporaryTree.make(files)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("lint-strings", ["--no-cache", "--report-only", path, "App"], in: dir)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == "error: --report-only \(path): \(problem)\n")
    }

    @Test("--report-only accepts a file the run skips by config (a hook names every staged file)")
    func acceptsExcludedFile() throws {
        let dir = try TemporaryTree.make(files)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run(
            "lint-strings", ["--no-cache", "--report-only", "Pods/X/en.lproj/C.strings", "--report-only", "App", "."], in: dir
        )
        #expect(result.status == 1, "the error in App is still reported: \(result.stdout)")
        #expect(result.stdout.contains("App/en.lproj/A.strings"))
    }
}
