import DevToolsTestSupport
import Foundation
import Testing

/// A file reached through a symlink and by its real path in one run is one file: its findings are
/// reported once, under the path walked first (issue 27). A path named on the command line is shown
/// with its symlinks resolved, as before.
@Suite("A file reached twice through symlinks is reported once")
struct SymlinkedFileTests {
    static func tree() throws -> URL {
        let dir = try TemporaryTree.make(["Real/en.lproj/A.strings": "\"a\" = \"A\"\n"])
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("Linked.strings").path, withDestinationPath: "Real/en.lproj/A.strings")
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("Alias").path, withDestinationPath: "Real")
        return dir
    }

    @Test(
        arguments: [
            // The walk finds Linked.strings, then Alias/en.lproj/A.strings (Real/ is Alias/, walked once).
            (["."], "Linked.strings"),
            (["Real", "."], "Real/en.lproj/A.strings"),
            (["Real", "Linked.strings"], "Real/en.lproj/A.strings"),
        ]
    )
    func reportedOnce(paths: [String], shownAs: String) throws {
        let dir = try Self.tree()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("lint-strings", ["--no-cache", "--format", "xcode"] + paths, in: dir)
        #expect(result.status == 1)
        #expect(result.stdout == "\(shownAs):1:10: error: missing ';' at the end of this entry; add ';' after the value [syntax-error]\n")
    }
}
