import DevToolsTestSupport
import Foundation
import Testing

@testable import DevToolsCore

/// A folder's subfolders are walked side by side; the files, their order and the problems must be the
/// one-pass walk's, and a tree a link leads around in is walked in one pass.
@Suite("Walking subfolders side by side")
struct ParallelWalkTests {
    static func sequential(_ discovery: FileDiscovery, _ folder: String) -> [String] {
        var visited = Set<FileIdentity>()
        var found: [String] = []
        var problems: [PathProblem] = []
        discovery.walk(folder, visited: &visited, into: &found, problems: &problems)
        return found
    }

    @Test func findsWhatOnePassFindsInItsOrder() throws {
        let folder = try TemporaryFolder()
        var paths = ["a.m", "B.m", "only/one/deep/x.m", "only/one/y.m", "Pods/p.m", "Generated/g.m", "a-b/c.m", "a/c.m"]
        for number in 0..<60 { paths += ["Feature\(number)/Item\(number).m", "Feature\(number)/Sub/Item\(number)Sub.m"] }
        for path in paths { try folder.write(path, "") }
        let discovery = FileDiscovery(extensions: ["m"], excludes: ["Generated"], excludeBase: folder.path, workingDirectory: folder.path)
        let parallel = try #require(discovery.walkInParallel(folder.path))
        #expect(parallel.files == Self.sequential(discovery, folder.path))
        #expect(parallel.files.count == paths.count - 2)
        // A folder whose only subfolder holds the tree hands the split down.
        let only = try #require(discovery.walkInParallel(folder.path + "/only"))
        #expect(only.files == Self.sequential(discovery, folder.path + "/only"))
    }

    /// A link into a folder: the side-by-side walk declines, and discovery's one pass enters the real
    /// folder once.
    @Test func aLinkedFolderIsWalkedInOnePass() throws {
        let folder = try TemporaryFolder()
        for path in ["one/a.m", "two/b.m"] { try folder.write(path, "") }
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/two/link", withDestinationPath: folder.path + "/one")
        let discovery = FileDiscovery(extensions: ["m"], excludeBase: folder.path, workingDirectory: folder.path)
        #expect(discovery.walkInParallel(folder.path) == nil)
        #expect(try discovery.files(in: ["."]).map(\.displayPath) == ["one/a.m", "two/b.m"])
    }

    /// Names are sorted by their first sixteen bytes where those tell them apart: the order must be
    /// `String`'s, for names sharing eight or sixteen bytes, names that end at sixteen, and non-ASCII.
    @Test func namesSortAsStringsSort() {
        var names = [
            "Item1234Component.mm", "Item1235Component.mm", "Item12345Component.mm", "Item1234Component", "Item1234Componen",
            "Item1234Componenta", "Item1234Compone", "a", "A", "", "b.m", "Zeta", "Élan.m", "E\u{301}lan.m", "Item1234Component.m",
        ]
        for number in stride(from: 0, to: 600, by: 7) { names += ["Small\(number)Component.mm", "Small\(number)ComponentController.mm"] }
        let entries = names.shuffled().map { DirectoryReader.Entry(name: $0, kind: .regularFile) }
        #expect(DirectoryReader.Entry.sortedByName(entries).map(\.name) == names.sorted())
    }
}
