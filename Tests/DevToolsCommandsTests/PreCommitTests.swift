import Foundation
import DevToolsTestSupport
import Testing

/// End to end through the real `pre-commit` framework from PyPI: a temporary repository uses this
/// package as its hook source, a bad commit is refused with the diagnostic, the fixed one goes in, and
/// staged files are judged within their project (a controller with its component in an unchanged
/// header, a translation with its unchanged development language).
///
/// Slow (pre-commit builds the package in release mode), so it runs only with `DEVTOOLS_SLOW_TESTS=1`,
/// which `.ci/run` sets; then a venv or PyPI that cannot be had is a failure (see `SlowTests`).
@Suite("pre-commit hooks", .slowEndToEnd)
struct PreCommitTests {
    @Test func refusesABadCommitAndAcceptsTheFix() throws {
        let work = try TemporaryTree.make([:])
        let repo = work.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: repo.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }

        let venv = work.appendingPathComponent("venv")
        try SlowTests.obtain(try ShellRunner.run(["python3", "-m", "venv", venv.path], in: work), "python3 -m venv")
        try SlowTests.obtain(
            try ShellRunner.run([venv.appendingPathComponent("bin/pip").path, "install", "-q", "pre-commit"], in: work),
            "pip install pre-commit (from PyPI)")
        let preCommit = venv.appendingPathComponent("bin/pre-commit").path
        let env = ["PRE_COMMIT_HOME": work.appendingPathComponent("cache").path]

        // The hook source is this package as committed (pre-commit clones it at a revision).
        let source = ExecutableRunner.packageRoot
        let head = try ShellRunner.run(["git", "rev-parse", "HEAD"], in: source).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        try #require(!head.isEmpty)
        let config = """
            repos:
              - repo: \(source.path)
                rev: \(head)
                hooks:
                  - id: lint-strings
                  - id: lint-components
            """
        try Data(config.utf8).write(to: repo.appendingPathComponent(".pre-commit-config.yaml"))
        try ShellRunner.run(["git", "init", "-q", "-b", "main"], in: repo)
        #expect(try ShellRunner.run([preCommit, "install"], in: repo, environment: env).status == 0)

        let strings = repo.appendingPathComponent("en.lproj/Localizable.strings")
        try Data("\"a\" = \"b\"\n\"c\" = \"d\";\n".utf8).write(to: strings)
        try ShellRunner.run(["git", "add", "-A"], in: repo)
        let refused = try ShellRunner.run(["git", "commit", "-qm", "bad"], in: repo, environment: env)
        #expect(refused.status != 0)
        #expect(refused.output.contains("en.lproj/Localizable.strings"), "\(refused.output)")
        #expect(refused.output.contains("syntax-error"), "\(refused.output)")
        // That first run built devtools once: no second, host-side copy of its modules or of Yams (SwiftPM's
        // `*-tool.build`, made for a plugin's tools: devtools' plugins are a package of their own). The
        // only copies left are those swift-argument-parser's own plugins (generate-manual) need.
        let built = FileManager.default.enumerator(atPath: work.appendingPathComponent("cache").path)?.compactMap { $0 as? String } ?? []
        #expect(built.contains { $0.hasSuffix("/DevToolsCore.build") }, "the hook's build folder was not found under PRE_COMMIT_HOME")
        let argumentParsers: Set = [
            "ArgumentParser-tool.build", "ArgumentParserToolInfo-tool.build", "generate_manual-tool.build",
            "generate_docc_reference-tool.build",
        ]
        let copies = Set(built.filter { $0.hasSuffix("-tool.build") }.map { ($0 as NSString).lastPathComponent })
        #expect(copies.subtracting(argumentParsers).isEmpty, "\(copies.sorted())")

        try Data("\"a\" = \"b\";\n\"c\" = \"d\";\n".utf8).write(to: strings)
        try ShellRunner.run(["git", "add", "-A"], in: repo)
        let accepted = try ShellRunner.run(["git", "commit", "-qm", "good"], in: repo, environment: env)
        #expect(accepted.status == 0, "\(accepted.output)")

        // pre-commit passes only the staged files; each is judged within its project (issue 14).
        // A staged controller whose component is in an unchanged header commits cleanly.
        func put(_ path: String, _ text: String) throws {
            let file = repo.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        try put("Sources/Profile/ProfileComponent.h", SampleSources.profileComponentHeader)
        try ShellRunner.run(["git", "add", "-A"], in: repo)
        #expect(try ShellRunner.run(["git", "commit", "-qm", "component"], in: repo, environment: env).status == 0)
        try put("Sources/Profile/Controllers/ProfileComponentController.mm", SampleSources.profileComponentController)
        try ShellRunner.run(["git", "add", "-A"], in: repo)
        let controller = try ShellRunner.run(["git", "commit", "-qm", "controller"], in: repo, environment: env)
        #expect(controller.status == 0, "\(controller.output)")

        // A staged translation is compared with the unchanged development language: a mistake is
        // refused at its line, the fix goes in.
        try put("en.lproj/Localizable.strings", "\"a\" = \"b\";\n\"c\" = \"d\";\n\"count\" = \"%d items\";\n")
        try ShellRunner.run(["git", "add", "-A"], in: repo)
        #expect(try ShellRunner.run(["git", "commit", "-qm", "count"], in: repo, environment: env).status == 0)
        try put("de.lproj/Localizable.strings", "\"a\" = \"B\";\n\"c\" = \"D\";\n\"count\" = \"%@ Artikel\";\n")
        try ShellRunner.run(["git", "add", "de.lproj/Localizable.strings"], in: repo)
        let german = try ShellRunner.run(["git", "commit", "-qm", "german"], in: repo, environment: env)
        #expect(german.status != 0)
        #expect(german.output.contains("de.lproj/Localizable.strings\n  3:11: error:"), "\(german.output)")
        #expect(german.output.contains("[format-mismatch]"), "\(german.output)")
        try put("de.lproj/Localizable.strings", "\"a\" = \"B\";\n\"c\" = \"D\";\n\"count\" = \"%d Artikel\";\n")
        try ShellRunner.run(["git", "add", "de.lproj/Localizable.strings"], in: repo)
        let fixed = try ShellRunner.run(["git", "commit", "-qm", "german"], in: repo, environment: env)
        #expect(fixed.status == 0, "\(fixed.output)")

        // try-repo, the way a team evaluates the hooks before adopting them.
        let tryRepo = try ShellRunner.run(
            [preCommit, "try-repo", source.path, "lint-strings", "--ref", head, "--all-files"],
            in: repo, environment: env)
        #expect(tryRepo.status == 0, "\(tryRepo.output)")
    }
}
