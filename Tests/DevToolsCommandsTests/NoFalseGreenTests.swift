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

    static let nothingInSources = "Nothing to lint in Sources: no .strings, .stringsdict or .xcstrings files"

    /// Issue 27: a CI job pointed at the wrong folder must not pass, even under --quiet.
    @Test(
        "a named folder with nothing to lint is exit 2 with one line on stderr, in every format and under --quiet",
        arguments: [[], ["--quiet"], ["--format", "json"], ["--format", "json", "--quiet"], ["--format", "xcode"]]
    )
    func folderWithNothingToLint(options: [String]) throws {
        let dir = try TemporaryTree.make(["Sources/readme.txt": "hello\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("lint-strings", ["--no-cache"] + options + ["Sources"], in: dir)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "error: \(Self.nothingInSources) (--allow-empty accepts that)\n")
    }

    @Test("the current folder with nothing to lint is exit 2 too")
    func currentFolderWithNothingToLint() throws {
        let dir = try TemporaryTree.make(["readme.txt": "hello\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("devtools", ["lint", "--no-cache", "--quiet"], in: dir)
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "error: Nothing to lint in .: no .h, .m, .mm, .strings, .stringsdict, .swift or .xcstrings files (--allow-empty accepts that)\n"
        )
    }

    @Test("--allow-empty makes a run with nothing to lint exit 0, and says so, never 'No problems found in 0 files'")
    func allowEmpty() throws {
        let dir = try TemporaryTree.make(["Sources/readme.txt": "hello\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = try ExecutableRunner.run("lint-strings", ["--no-cache", "--allow-empty", "Sources"], in: dir)
        #expect(text.status == 0)
        #expect(text.stdout == "\(Self.nothingInSources).\n")
        let json = try ExecutableRunner.run("lint-strings", ["--no-cache", "--allow-empty", "--format", "json", "Sources"], in: dir)
        #expect(json.status == 0)
        #expect(json.stderr == "note: \(Self.nothingInSources).\n")
        #expect(json.stdout.contains("\"filesChecked\" : 0"))
        let quiet = try ExecutableRunner.run("lint-strings", ["--no-cache", "--allow-empty", "--quiet", "Sources"], in: dir)
        #expect([quiet.stdout, quiet.stderr] == ["", ""])
        #expect(quiet.status == 0)
    }

    /// An Xcode phase's input file lists decide what is linted: one that names no file is not a path
    /// gone wrong, and stays exit 0.
    @Test("input file lists that name no file are exit 0 with a note")
    func emptyInputFileLists() throws {
        let dir = try TemporaryTree.make(["App.xcfilelist": "", "readme.txt": "hello\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let environment = [
            "SRCROOT": dir.path, "SCRIPT_INPUT_FILE_LIST_COUNT": "1",
            "SCRIPT_INPUT_FILE_LIST_0": dir.appendingPathComponent("App.xcfilelist").path,
        ]
        let result = try ExecutableRunner.run(
            "lint-strings", ["--no-cache", "--use-script-input-file-lists"], in: dir, environment: environment)
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "note: the input file lists name no files; nothing to lint\n")
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
