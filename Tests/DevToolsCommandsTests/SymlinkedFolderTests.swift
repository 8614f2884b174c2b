import Foundation
import DevToolsTestSupport
import Testing

/// Issue 27: a symlinked folder named on the command line is read where the link leads, relative to
/// the link's own folder, never to the current one.
@Suite("A symlinked folder is resolved from the link's folder")
struct SymlinkedFolderTests {
    func tree() throws -> URL {
        let dir = try TemporaryTree.make([
            "proj/Resources/en.lproj/A.strings": "\"a\" = \"b\";\n",
            "outside/en.lproj/B.strings": "\"x\" = \"y\"\n",  // a syntax error, and --fix would add the ';'
        ])
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("proj/Resources/up").path, withDestinationPath: "..")
        return dir
    }

    @Test("lint-strings proj/Resources/up (up -> ..) lints proj, not the current folder's parent")
    func linkIsRelativeToItsFolder() throws {
        let dir = try tree()
        defer { try? FileManager.default.removeItem(at: dir) }
        let outside = dir.appendingPathComponent("outside")
        let run = try ExecutableRunner.run(
            "lint-strings", ["--no-cache", "--format", "xcode", "../proj/Resources/up"], in: outside)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(!run.stdout.contains("B.strings"))
        let fromTop = try ExecutableRunner.run("lint-strings", ["--no-cache", "--format", "json", "proj/Resources/up"], in: dir)
        #expect(fromTop.status == 0, "\(fromTop.stdout)\(fromTop.stderr)")
        #expect(fromTop.stdout.contains("\"filesChecked\" : 1"), "\(fromTop.stdout)")
    }

    @Test("--fix --dry-run through the link offers no change outside where it leads")
    func fixStaysInside() throws {
        let dir = try tree()
        defer { try? FileManager.default.removeItem(at: dir) }
        let outside = dir.appendingPathComponent("outside")
        let run = try ExecutableRunner.run("lint-strings", ["--no-cache", "--fix", "--dry-run", "../proj/Resources/up"], in: outside)
        #expect(!run.stdout.contains("B.strings"), "\(run.stdout)")
        #expect(try String(contentsOf: outside.appendingPathComponent("en.lproj/B.strings"), encoding: .utf8) == "\"x\" = \"y\"\n")
    }
}
