import DevToolsCore
import Foundation
import Testing

@Suite("File discovery")
struct FileDiscoveryTests {
    @Test func findsFilesInOrderAndSkipsToolingFolders() throws {
        let folder = try TemporaryFolder()
        for path in ["b/z.strings", "a.strings", "b/a.m", "Pods/X/x.strings", ".git/y.strings", "node_modules/q.strings",
                     "Generated/g.strings", "DerivedData/d.strings", "Carthage/c.strings", ".build/e.strings"] {
            try folder.write(path, "")
        }
        let discovery = FileDiscovery(extensions: ["strings"], excludes: ["Generated"], excludeBase: folder.path, workingDirectory: folder.path)
        let files = try discovery.files(in: ["."])
        #expect(files.map(\.displayPath) == ["a.strings", "b/z.strings"])
    }

    @Test func explicitFileIsAlwaysIncludedAndMissingPathIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("Generated/g.strings", "")
        let discovery = FileDiscovery(extensions: ["strings"], excludes: ["Generated"], excludeBase: folder.path, workingDirectory: folder.path)
        #expect(try discovery.files(in: ["Generated/g.strings"]).map(\.displayPath) == ["Generated/g.strings"])
        #expect(throws: ToolError(path: "missing", "no such file or folder")) { try discovery.files(in: ["missing"]) }
    }

    @Test func symlinkLoopIsVisitedOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("a/x.strings", "")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("a/loop").path, withDestinationPath: "..")
        let discovery = FileDiscovery(extensions: ["strings"], excludeBase: folder.path, workingDirectory: folder.path)
        #expect(try discovery.files(in: ["."]).map(\.displayPath) == ["a/x.strings"])
    }
}
