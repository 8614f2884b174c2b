import DevToolsTestSupport
import Foundation
import Testing

/// `--quiet` (README, Usage): the error and warning findings only, with no note-level finding, no
/// summary line and no note on stderr (issue 27).
@Suite("--quiet")
struct QuietOutputTests {
    /// An unquoted key is a note (`unquoted-string`), `\u` a warning (`unknown-escape`), a missing `;`
    /// an error.
    static let files = ["en.lproj/A.strings": "key = \"A\";\n\"b\" = \"\\u0042\";\n\"c\" = \"C\"\n"]

    @Test("without --quiet the note is shown, with it only the warning and the error", arguments: ["text", "xcode", "json"])
    func notesAreLeftOut(format: String) throws {
        let dir = try TemporaryTree.make(Self.files)
        defer { try? FileManager.default.removeItem(at: dir) }
        let loud = try ExecutableRunner.run("lint-strings", ["--no-cache", "--format", format, "."], in: dir)
        #expect(loud.stdout.contains("unquoted-string"), "\(loud.stdout)")
        let quiet = try ExecutableRunner.run("lint-strings", ["--no-cache", "--quiet", "--format", format, "."], in: dir)
        #expect(quiet.status == 1)
        #expect(!quiet.stdout.contains("unquoted-string"), "\(quiet.stdout)")
        #expect(!quiet.stdout.contains("note:"), "\(quiet.stdout)")
        #expect(quiet.stdout.contains("unknown-escape"))
        #expect(quiet.stdout.contains("syntax-error"))
        #expect(quiet.stderr == "")
    }

    @Test("--quiet --strict still shows the note it fails on: --strict made it an error")
    func strictNotesAreShown() throws {
        let dir = try TemporaryTree.make(["en.lproj/A.strings": "key = \"A\";\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("lint-strings", ["--no-cache", "--quiet", "--strict", "--format", "xcode", "."], in: dir)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("en.lproj/A.strings:1:1: error: "), "\(result.stdout)")
        #expect(result.stdout.contains("[unquoted-string]"))
    }
}
