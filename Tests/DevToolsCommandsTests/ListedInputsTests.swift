import DevToolsTestSupport
import Foundation
import Testing

/// `--files-from`, `--null`, Xcode's script input files and file lists, `--quiet` and `--reporter`, as a
/// Run Script phase, a CI shard or a SwiftLint user runs them.
@Suite("listed inputs end to end")
final class ListedInputsTests {
    let project: URL

    init() throws {
        project = try TemporaryTree.make([
            "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\"\n",
            "App/de.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
            "Other/en.lproj/Other.strings": "\"x\" = \"X\"\n",
            "App.xcfilelist": "# inputs\n$(SRCROOT)/App/en.lproj/Localizable.strings\n\n${SRCROOT}/App/de.lproj/Localizable.strings\n",
        ])
    }

    deinit { try? FileManager.default.removeItem(at: project) }

    func lint(_ arguments: [String], environment: [String: String] = [:], stdin: String? = nil) throws -> ExecutableRunner.Result {
        var input: FileHandle?
        if let stdin {
            let file = project.appendingPathComponent(".stdin")
            try Data(stdin.utf8).write(to: file)
            input = try FileHandle(forReadingFrom: file)
        }
        let unset = [
            "SCRIPT_INPUT_FILE_COUNT": "", "SCRIPT_INPUT_FILE_LIST_COUNT": "", "SRCROOT": "",
        ]
        return try ExecutableRunner.run(
            "lint-strings", arguments, in: project, environment: unset.merging(environment) { $1 }, stdin: input)
    }

    @Test func filesFromStandardInputLintsExactlyThoseFiles() throws {
        let result = try lint(
            ["--files-from", "-", "--format", "xcode", "--no-project-context"], stdin: "App/en.lproj/Localizable.strings\n")
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("App/en.lproj/Localizable.strings:2:10: error: missing ';'"), "\(result.stdout)")
        #expect(!result.stdout.contains("Other.strings"))
    }

    @Test func nullSeparatedListsAsGitGivesThem() throws {
        let list = "App/de.lproj/Localizable.strings\0Other/en.lproj/Other.strings\0"
        try Data(list.utf8).write(to: project.appendingPathComponent("changed"))
        let result = try lint(["--files-from", "changed", "--null", "--format", "xcode", "--no-project-context"])
        #expect(result.stdout.contains("Other/en.lproj/Other.strings:1:10: error: missing ';'"), "\(result.stdout)")
        #expect(!result.stdout.contains("App/en.lproj"))
    }

    @Test func aListedFileThatDoesNotExistIsAnErrorNamingTheLine() throws {
        let result = try lint(["--files-from", "-"], stdin: "App/en.lproj/Localizable.strings\nGone.strings\n")
        #expect(result.status == 2)
        #expect(result.stderr == "error: standard input:2: Gone.strings does not exist\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func scriptInputFilesAreTheWholeRun() throws {
        let environment = [
            "SRCROOT": project.path, "SCRIPT_INPUT_FILE_COUNT": "1",
            "SCRIPT_INPUT_FILE_0": project.appendingPathComponent("Other/en.lproj/Other.strings").path,
        ]
        let result = try lint(["--use-script-input-files", "--reporter", "xcode"], environment: environment)
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n").count == 1, "\(result.stdout)")
        #expect(result.stdout.contains("Other/en.lproj/Other.strings:1:10: error: missing ';'"))
    }

    @Test(arguments: [
        (
            [:],
            "error: --use-script-input-files: SCRIPT_INPUT_FILE_COUNT is not set; run this from an Xcode Run Script phase with its input files listed\n"
        ),
        (
            ["SCRIPT_INPUT_FILE_COUNT": "2", "SCRIPT_INPUT_FILE_0": "App/en.lproj/Localizable.strings"],
            "error: SCRIPT_INPUT_FILE_1 is not set (SCRIPT_INPUT_FILE_COUNT says 2 or more)\n"
        ),
        (["SCRIPT_INPUT_FILE_COUNT": "two"], "error: SCRIPT_INPUT_FILE_COUNT is 'two', not a count of files\n"),
        (
            ["SCRIPT_INPUT_FILE_COUNT": "1", "SCRIPT_INPUT_FILE_0": "/etc/hostname"],
            "error: SCRIPT_INPUT_FILE_0: /etc/hostname is outside the project (PROJECT)\n"
        ),
    ])
    func badScriptInputIsAOneLineError(_ environment: [String: String], _ message: String) throws {
        let result = try lint(["--use-script-input-files"], environment: environment.merging(["SRCROOT": project.path]) { $1 })
        #expect(result.status == 2)
        #expect(result.stderr == message.replacingOccurrences(of: "PROJECT", with: project.path))
    }

    @Test func fileListsExpandBuildSettings() throws {
        let environment = [
            "SRCROOT": project.path, "SCRIPT_INPUT_FILE_LIST_COUNT": "1",
            "SCRIPT_INPUT_FILE_LIST_0": project.appendingPathComponent("App.xcfilelist").path,
        ]
        let result = try lint(["--use-script-input-file-lists", "--format", "xcode"], environment: environment)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("App/en.lproj/Localizable.strings:2:10: error: missing ';'"), "\(result.stdout)")
        #expect(!result.stdout.contains("Other.strings"))
        try Data("$(SRCROOT)/App/en.lproj/Localizable.strings\n$(PROJECT_DIR)/x.strings\n".utf8).write(
            to: project.appendingPathComponent("App.xcfilelist"))
        let unset = try lint(["--use-script-input-file-lists"], environment: environment)
        #expect(unset.status == 2)
        #expect(unset.stderr == "error: \(project.path)/App.xcfilelist:2: build setting PROJECT_DIR is not set\n")
    }

    @Test func quietPrintsOnlyTheFindings() throws {
        let loud = try lint(["App"])
        let quiet = try lint(["App", "--quiet"])
        #expect(loud.stdout.contains("1 error"), "\(loud.stdout)")
        #expect(!quiet.stdout.contains("1 error"))
        #expect(quiet.stdout.contains("missing ';'"))
        #expect(try lint(["App/de.lproj", "--quiet", "--no-project-context"]).stdout.isEmpty, "nothing found, nothing said")
    }
}
