import DevToolsCore
import Foundation
import DevToolsTestSupport
import Testing

/// Which folder gives named files their context: the nearest `.devtools.yml` within the git work tree,
/// else the work tree, else none (a plain folder); and the named files' common folder (a `.lproj` folder
/// counting from above it).
@Suite("Project root of named files")
struct ProjectRootTests {
    @Test func theNearestConfigWithinTheWorkTreeWins() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try folder.write("Modules/Feed/.devtools.yml", "strings: {}\n")
        let file = try folder.write("Modules/Feed/Sources/A/FeedComponent.mm", "")
        #expect(ProjectRoot.marked(for: [file.path]) == folder.path + "/Modules/Feed")
    }

    @Test func withoutAConfigTheWorkTreeTop() throws {
        let folder = try TemporaryFolder()
        try folder.write(".git", "gitdir: /elsewhere\n")  // a worktree's or submodule's .git is a file
        let file = try folder.write("App/de.lproj/Localizable.strings", "")
        #expect(ProjectRoot.marked(for: [file.path]) == folder.path)
    }

    @Test func aConfigAboveTheWorkTreeIsNotTheProject() throws {
        let folder = try TemporaryFolder()
        try folder.write(".devtools.yml", "strings: {}\n")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
        let file = try folder.write("repo/App/A.swift", "")
        #expect(ProjectRoot.marked(for: [file.path]) == folder.path + "/repo")
    }

    @Test func outsideGitTheCommonFolderAndALocalizationCountsFromAboveIt() throws {
        let folder = try TemporaryFolder()
        let german = try folder.write("App/Resources/de.lproj/Localizable.strings", "")
        let french = try folder.write("App/Resources/fr.lproj/Localizable.strings", "")
        let source = try folder.write("App/Sources/A.swift", "")
        #expect(ProjectRoot.marked(for: [german.path], home: folder.path) == nil, "a plain folder is no project")
        #expect(ProjectRoot.commonFolder(of: [german.path]) == folder.path + "/App/Resources")
        #expect(ProjectRoot.commonFolder(of: [german.path, french.path]) == folder.path + "/App/Resources")
        #expect(ProjectRoot.commonFolder(of: [german.path, source.path]) == folder.path + "/App")
    }

    @Test func outsideGitAConfigInTheHomeFolderIsAUsersDefaults() throws {
        let folder = try TemporaryFolder()
        try folder.write(".devtools.yml", "strings: {}\n")
        let file = try folder.write("src/App/A.swift", "")
        #expect(ProjectRoot.marked(for: [file.path], home: folder.path) == nil)
        #expect(ProjectRoot.marked(for: [file.path], home: "/nowhere") == folder.path)
    }
}
