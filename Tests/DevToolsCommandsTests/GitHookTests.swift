import Foundation
import DevToolsTestSupport
import Testing

/// `scripts/install-git-hook` and the hook it installs, driven through real git commits.
@Suite("Git pre-commit hook")
struct GitHookTests {
    let repo: URL
    static let installer = ExecutableRunner.packageRoot.appendingPathComponent("scripts/install-git-hook").path
    static let devtools = ExecutableRunner.productsDirectory.appendingPathComponent("devtools").path
    static let bad = "\"a\" = \"b\"\n\"c\" = \"d\";\n"
    static let good = "\"a\" = \"b\";\n\"c\" = \"d\";\n"

    init() throws {
        repo = try TemporaryTree.make([:])
        try FileManager.default.createDirectory(at: repo.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try ShellRunner.run(["git", "init", "-q", "-b", "main"], in: repo)
    }

    func write(_ text: String) throws {
        try Data(text.utf8).write(to: repo.appendingPathComponent("en.lproj/Localizable.strings"))
    }

    func git(_ arguments: String...) throws -> ShellRunner.Result {
        try ShellRunner.run(["git"] + arguments, in: repo)
    }

    @Test func judgesTheStagedContentNotTheWorkingTree() throws {
        defer { try? FileManager.default.removeItem(at: repo) }
        let install = try ShellRunner.run([Self.installer, "--devtools", Self.devtools, repo.path], in: repo)
        #expect(install.status == 0, "\(install.output)")

        try write(Self.bad)
        _ = try git("add", "-A")
        let refused = try git("commit", "-qm", "bad")
        #expect(refused.status != 0)
        #expect(refused.output.contains("en.lproj/Localizable.strings\n  1:10: error: missing ';'"), "\(refused.output)")
        #expect(refused.output.contains("commit refused"))

        try write(Self.good)  // fixed in the working tree only: the index is still bad
        #expect(try git("commit", "-qm", "bad").status != 0)

        _ = try git("add", "-A")
        try write(Self.bad)  // the index is good now; the working tree is not
        let accepted = try git("commit", "-qm", "good")
        #expect(accepted.status == 0, "\(accepted.output)")
    }

    func put(_ path: String, _ text: String) throws {
        let file = repo.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func install() throws {
        let install = try ShellRunner.run([Self.installer, "--devtools", Self.devtools, repo.path], in: repo)
        #expect(install.status == 0, "\(install.output)")
    }

    static let header = SampleSources.profileComponentHeader
    static let controller = SampleSources.profileComponentController

    /// The component is in a header the commit does not touch; the hook still sees it (read in place).
    @Test func aStagedControllerMeetsItsComponentInAnUnchangedHeader() throws {
        defer { try? FileManager.default.removeItem(at: repo) }
        try install()
        try put("Sources/ProfileComponent.h", Self.header)
        _ = try git("add", "-A")
        #expect(try git("commit", "-qm", "component").status == 0)
        try put("Sources/Controllers/ProfileComponentController.mm", Self.controller)
        _ = try git("add", "-A")
        let accepted = try git("commit", "-qm", "controller")
        #expect(accepted.status == 0, "\(accepted.output)")
    }

    /// A header that is not tracked is not part of the commit: the staged controller has no component.
    @Test func untrackedFilesAreNotPartOfTheCommit() throws {
        defer { try? FileManager.default.removeItem(at: repo) }
        try install()
        try put("Sources/Controllers/ProfileComponentController.mm", Self.controller)
        _ = try git("add", "-A")
        try put("Sources/ProfileComponent.h", Self.header)  // after `git add`: untracked
        let refused = try git("commit", "-qm", "controller")
        #expect(refused.status != 0)
        #expect(
            refused.output.contains(
                "Sources/Controllers/ProfileComponentController.mm\n  1:1: error: 'ProfileComponentController' is a component controller, but no component is named 'ProfileComponent'"
            ),
            "\(refused.output)")
    }

    /// The development language's committed version decides, not an unstaged edit of it: that file is
    /// read from the index export, the rest in place.
    @Test func aStagedTranslationIsComparedWithTheCommittedDevelopmentLanguage() throws {
        defer { try? FileManager.default.removeItem(at: repo) }
        try install()
        try put("en.lproj/Localizable.strings", "\"count\" = \"%@ items\";\n")
        _ = try git("add", "-A")
        #expect(try git("commit", "-qm", "english").status == 0)
        try put("en.lproj/Localizable.strings", "\"count\" = \"%d items\";\n")  // not staged
        try put("de.lproj/Localizable.strings", "\"count\" = \"%d Artikel\";\n")
        _ = try git("add", "de.lproj/Localizable.strings")
        let refused = try git("commit", "-qm", "german")
        #expect(refused.status != 0)
        #expect(refused.output.contains("de.lproj/Localizable.strings\n  1:11: error:"), "\(refused.output)")
        #expect(refused.output.contains("[format-mismatch]"), "\(refused.output)")
        #expect(!refused.output.contains("en.lproj/Localizable.strings\n"), "no finding in the unstaged file: \(refused.output)")

        try put("de.lproj/Localizable.strings", "\"count\" = \"%@ Artikel\";\n")
        _ = try git("add", "de.lproj/Localizable.strings")
        let accepted = try git("commit", "-qm", "german")
        #expect(accepted.status == 0, "\(accepted.output)")
    }

    @Test func neverOverwritesWithoutForceAndHonoursHooksPath() throws {
        defer { try? FileManager.default.removeItem(at: repo) }
        _ = try git("config", "core.hooksPath", "custom-hooks")
        let first = try ShellRunner.run([Self.installer, "--devtools", Self.devtools, repo.path], in: repo)
        #expect(first.status == 0)
        #expect(FileManager.default.isExecutableFile(atPath: repo.appendingPathComponent("custom-hooks/pre-commit").path))
        #expect(!FileManager.default.fileExists(atPath: repo.appendingPathComponent(".git/hooks/pre-commit").path))
        let second = try ShellRunner.run([Self.installer, "--devtools", Self.devtools, repo.path], in: repo)
        #expect(second.status == 1)
        #expect(second.output.contains("already exists; rerun with --force"))
        let forced = try ShellRunner.run([Self.installer, "--force", "--devtools", Self.devtools, repo.path], in: repo)
        #expect(forced.status == 0)
    }
}
