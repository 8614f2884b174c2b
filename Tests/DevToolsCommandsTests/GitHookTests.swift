import Foundation
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
        repo = FileManager.default.temporaryDirectory.appendingPathComponent("devtools-hook-\(UUID().uuidString)")
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
