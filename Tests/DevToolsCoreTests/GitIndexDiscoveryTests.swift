import DevToolsCore
import DevToolsTestSupport
import Foundation
import Testing

/// A hook's run lists the commit's files from git's index instead of walking the work tree. It must find
/// what the walk finds, in the walk's order (rules see files in that order), minus what git does not
/// hold, and know each file by its staged content.
@Suite("Discovery from git's index")
struct GitIndexDiscoveryTests {
    /// Names whose byte order differs from the walk's: `a-b/` sorts before `a/` in git, a file before a
    /// folder in the walk, capitals before lowercase in both; plus folders the walk skips and excludes.
    static let tricky = [
        "a/x.m", "a-b/x.m", "a.m", "B.m", "b/c/d.m", "b/c.m", "b/Z.m", "b/z/a.m", "café/é.m", "cafe/e.m", "Pods/p.m",
        "x/Pods/q.m", "Generated/g.m", "deep/er/still/f.swift", "deep/er.m", "notes.txt",
    ]

    static func repository(_ files: [String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for path in files { try folder.write(path, "// \(path)\n") }
        try ShellRunner.run(["git", "init", "-q"], in: folder.url)
        try ShellRunner.run(["git", "add", "-A"], in: folder.url)
        return folder
    }

    static func discovery(_ folder: TemporaryFolder) -> FileDiscovery {
        FileDiscovery(extensions: ["m", "swift"], excludes: ["Generated"], excludeBase: folder.path, workingDirectory: folder.path)
    }

    @Test(arguments: [2, 3, 4])
    func findsWhatTheWalkFindsInItsOrder(version: Int) throws {
        let folder = try Self.repository(Self.tricky)
        try ShellRunner.run(["git", "update-index", "--index-version", "\(version)"], in: folder.url)
        let index = try #require(GitIndex.read(workTree: folder.path))
        let discovery = Self.discovery(folder)
        let walked = try discovery.discover(["."])
        let listed = try discovery.discover(["."], index: index)
        #expect(listed.files.map(\.displayPath) == walked.files.map(\.displayPath))
        #expect(listed.files.map(\.displayPath).contains("café/é.m"))
        #expect(!listed.files.map(\.displayPath).contains("x/Pods/q.m"))
        #expect(listed.files.allSatisfy { $0.content?.isContent == true })
        // A subfolder is listed from the same index.
        #expect(try discovery.discover(["b"], index: index).files.map(\.displayPath) == discovery.discover(["b"]).files.map(\.displayPath))
    }

    @Test func untrackedFilesAreNotPartOfTheCommit() throws {
        let folder = try Self.repository(["a.m"])
        try folder.write("new.m", "")
        let index = try #require(GitIndex.read(workTree: folder.path))
        #expect(try Self.discovery(folder).discover(["."], index: index).files.map(\.displayPath) == ["a.m"])
    }

    /// The id is git's blob id of the staged bytes, so a record filed under it is the content's.
    @Test func eachFileIsKnownByItsStagedContent() throws {
        let folder = try Self.repository(["a.m"])
        let index = try #require(GitIndex.read(workTree: folder.path))
        let blob = try ShellRunner.run(["git", "rev-parse", ":a.m"], in: folder.url).output.trimmingCharacters(in: .whitespacesAndNewlines)
        let entry = try #require(index.entries.first)
        #expect(
            entry.content
                == FileStamp.content(stride(from: 0, to: blob.count, by: 2).map { UInt8(blob.dropFirst($0).prefix(2), radix: 16)! }))
        let bytes = Array("// a.m\n".utf8)
        #expect(bytes.withUnsafeBufferPointer { FileStamp.content(GitBlobID.of($0)) } == entry.content)
        let other = Array("// b.m\n".utf8)
        #expect(other.withUnsafeBufferPointer { FileStamp.content(GitBlobID.of($0)) } != entry.content)
    }

    /// Contents of every length around SHA-1's 64-byte blocks get git's own ids (`git hash-object`).
    @Test func blobIDsAreGits() throws {
        let folder = try TemporaryFolder()
        for length in [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000, 70_000] {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let file = folder.url.appendingPathComponent("f\(length)")
            try Data(bytes).write(to: file)
            let git = try ShellRunner.run(["git", "hash-object", file.path], in: folder.url).output
            let ours = bytes.withUnsafeBufferPointer { GitBlobID.of($0) }.map { String(format: "%02x", $0) }.joined()
            #expect(ours == git.trimmingCharacters(in: .whitespacesAndNewlines), "\(length) bytes")
        }
    }

    /// Git sets `GIT_INDEX_FILE` for the hook of `git commit -a`: that index, not `.git/index`, is the commit.
    @Test func theIndexGitNamesForTheHookIsTheOneRead() throws {
        let folder = try Self.repository(["a.m"])
        try ShellRunner.run(["git", "commit", "-qm", "first"], in: folder.url)
        try folder.write("b.m", "")
        try ShellRunner.run(["git", "add", "b.m"], in: folder.url, environment: ["GIT_INDEX_FILE": folder.path + "/other-index"])
        let other = try #require(GitIndex.read(workTree: folder.path, environment: ["GIT_INDEX_FILE": "other-index"]))
        #expect(other.entries.map(\.path) == ["b.m"])
        #expect(try #require(GitIndex.read(workTree: folder.path, environment: [:])).entries.map(\.path) == ["a.m"])
    }

    /// What this reader does not take (a damaged file, a split index, an unmerged path) is `nil`, so
    /// the run walks the tree instead of trusting a wrong list.
    @Test func anIndexItCannotReadIsNoList() throws {
        let folder = try Self.repository(["a.m", "b.m"])
        let bytes = try #require(FileBytes.readBytes(folder.path + "/.git/index"))
        #expect(GitIndex.parse(bytes, workTree: folder.path) != nil)
        #expect(GitIndex.parse(Array(bytes.prefix(bytes.count / 2)), workTree: folder.path) == nil)
        #expect(GitIndex.parse([UInt8]("DIRC".utf8) + [0, 0, 0, 9, 0, 0, 0, 0], workTree: folder.path) == nil)
        try ShellRunner.run(["git", "update-index", "--split-index"], in: folder.url)
        #expect(GitIndex.read(workTree: folder.path) == nil)
    }

    /// A submodule's files are another repository's, but the walk reads them as context, so the listing
    /// walks them too; a symlinked folder likewise.
    @Test func submodulesAndLinkedFoldersAreWalked() throws {
        let folder = try Self.repository(["a.m"])
        try folder.write("outside/linked/l.m", "")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link", withDestinationPath: folder.path + "/outside/linked")
        try ShellRunner.run(["git", "add", "link"], in: folder.url)
        let index = try #require(GitIndex.read(workTree: folder.path))
        let discovery = FileDiscovery(
            extensions: ["m"], excludes: ["outside"], excludeBase: folder.path, workingDirectory: folder.path)
        #expect(try discovery.discover(["."], index: index).files.map(\.displayPath) == ["a.m", "link/l.m"])
        #expect(try discovery.discover(["."]).files.map(\.displayPath) == ["a.m", "link/l.m"])
    }
}
