import Foundation
import DevToolsTestSupport
import Testing

/// The two hidden options the build-tool plugin passes (`Plugins/DevToolsBuildToolPlugin`): `--touch FILE`
/// writes the stamp the build command declares only after a run that exits with status 0 (and removes a
/// stale one first), and `--absolute-paths` shows every path absolute, as compilers do.
@Suite("Build-tool plugin options: --touch and --absolute-paths")
struct BuildToolOptionsTests {
    @Test func touchWritesTheStampOnlyAfterASuccessfulRun() throws {
        let dir = try TemporaryTree.make(["en.lproj/Localizable.strings": "\"a\" = \"\";\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let stamp = dir.appendingPathComponent("stamp.swift")
        // A warning only: status 0, and the stamp is written.
        let warned = try ExecutableRunner.run("devtools", ["lint", "--no-cache", "--touch", stamp.path, "."], in: dir)
        #expect(warned.status == 0, "\(warned.stdout)\(warned.stderr)")
        #expect(FileManager.default.fileExists(atPath: stamp.path))
        #expect(try Data(contentsOf: stamp).isEmpty)
        // An error: status 1, and the stamp of the earlier run is gone.
        try Data("\"a\" = \"b\"\n\"c\" = \"d\";\n".utf8).write(to: dir.appendingPathComponent("en.lproj/Localizable.strings"))
        let failed = try ExecutableRunner.run("devtools", ["lint", "--no-cache", "--touch", stamp.path, "."], in: dir)
        #expect(failed.status == 1)
        #expect(!FileManager.default.fileExists(atPath: stamp.path))
        // A run that cannot do its job (exit 2) leaves none either.
        let missing = try ExecutableRunner.run("devtools", ["lint", "--no-cache", "--touch", stamp.path, "missing"], in: dir)
        #expect(missing.status == 2)
        #expect(!FileManager.default.fileExists(atPath: stamp.path))
    }

    @Test func absolutePathsShowFindingsAndNotesAbsolute() throws {
        let dir = try TemporaryTree.make([
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
            "de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let relative = try ExecutableRunner.run("devtools", ["lint", "--no-cache", "--format", "xcode", "."], in: dir)
        #expect(relative.stdout.hasPrefix("de.lproj/Localizable.strings:1:1: warning: "), "\(relative.stdout)")
        let absolute = try ExecutableRunner.run(
            "devtools", ["lint", "--no-cache", "--format", "xcode", "--absolute-paths", "."], in: dir)
        #expect(absolute.status == 0)
        let root = dir.resolvingSymlinksInPath().path
        let lines = absolute.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(absolute.stdout)")
        #expect(lines.first?.hasPrefix(root + "/de.lproj/Localizable.strings:1:1: warning: ") == true, "\(absolute.stdout)")
        #expect(lines.last?.hasPrefix(root + "/en.lproj/Localizable.strings:2:1: note: ") == true, "\(absolute.stdout)")
    }

    @Test func theyAreHiddenFromHelp() throws {
        let help = try ExecutableRunner.run("devtools", ["lint", "--help"])
        #expect(help.status == 0)
        #expect(!help.stdout.contains("--touch") && !help.stdout.contains("--absolute-paths"), "\(help.stdout)")
    }
}
