import DevToolsCore
import Foundation
import DevToolsTestSupport
import Testing

@Suite("File discovery")
struct FileDiscoveryTests {
    @Test func findsFilesInOrderAndSkipsToolingFolders() throws {
        let folder = try TemporaryFolder()
        for path in [
            "b/z.strings", "a.strings", "b/a.m", "Pods/X/x.strings", ".git/y.strings", "node_modules/q.strings",
            "Generated/g.strings", "DerivedData/d.strings", "Carthage/c.strings", ".build/e.strings",
        ] {
            try folder.write(path, "")
        }
        let discovery = FileDiscovery(
            extensions: ["strings"], excludes: ["Generated"], excludeBase: folder.path, workingDirectory: folder.path)
        let files = try discovery.files(in: ["."])
        #expect(files.map(\.displayPath) == ["a.strings", "b/z.strings"])
    }

    @Test func explicitFileIsAlwaysIncludedAndMissingPathIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("Generated/g.strings", "")
        let discovery = FileDiscovery(
            extensions: ["strings"], excludes: ["Generated"], excludeBase: folder.path, workingDirectory: folder.path)
        #expect(try discovery.files(in: ["Generated/g.strings"]).map(\.displayPath) == ["Generated/g.strings"])
        #expect(throws: ToolError(path: "missing", "no such file or folder")) { try discovery.files(in: ["missing"]) }
    }

    /// A hook names the project and its staged files; a user may name a file twice, or a folder and a
    /// folder within it. Each file is found once, where it is first named.
    @Test func overlappingPathsFindEachFileOnce() throws {
        let folder = try TemporaryFolder()
        for path in ["a.strings", "b/c.strings", "b/d/e.strings"] { try folder.write(path, "") }
        let discovery = FileDiscovery(extensions: ["strings"], excludeBase: folder.path, workingDirectory: folder.path)
        #expect(
            try discovery.files(in: [".", "b/c.strings"]).map(\.displayPath) == ["a.strings", "b/c.strings", "b/d/e.strings"])
        #expect(try discovery.files(in: ["b/c.strings", "."]).map(\.displayPath) == ["b/c.strings", "a.strings", "b/d/e.strings"])
        #expect(try discovery.files(in: ["a.strings", "a.strings"]).map(\.displayPath) == ["a.strings"])
        #expect(try discovery.files(in: ["b", "b/d", "a.strings"]).map(\.displayPath) == ["b/c.strings", "b/d/e.strings", "a.strings"])
    }

    @Test func symlinkLoopIsVisitedOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("a/x.strings", "")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("a/loop").path, withDestinationPath: "..")
        let discovery = FileDiscovery(extensions: ["strings"], excludeBase: folder.path, workingDirectory: folder.path)
        #expect(try discovery.files(in: ["."]).map(\.displayPath) == ["a/x.strings"])
    }

    @Test func fifosAreNeverOpened() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.strings", "")
        #expect(mkfifo(folder.url.appendingPathComponent("pipe.strings").path, 0o644) == 0)
        let discovery = FileDiscovery(extensions: ["strings"], excludeBase: folder.path, workingDirectory: folder.path)
        #expect(try discovery.files(in: ["."]).map(\.displayPath) == ["a.strings"])
        #expect(throws: ToolError(path: "pipe.strings", "not a regular file or folder")) {
            try discovery.files(in: ["pipe.strings"])
        }
    }

    @Test func tenThousandNestedFoldersGiveAClearProblemNotACrash() throws {
        let folder = try TemporaryFolder()
        try NestedFolders.make(depth: 10_000, in: folder.path, fileName: "deep.strings")
        defer { NestedFolders.remove(folder.url.appendingPathComponent("d").path) }
        let discovery = FileDiscovery(extensions: ["strings"], excludeBase: folder.path, workingDirectory: folder.path)
        let found = try discovery.discover(["."])
        #expect(found.files.isEmpty)
        let problem = try #require(found.problems.first)
        #expect(problem.reason.hasSuffix("(File name too long)"))
        #expect(problem.displayPath.hasPrefix("d/d/d/"))
    }
}
