import Foundation
import Testing

/// End to end through the real `pre-commit` framework from PyPI: a temporary repository uses this
/// package as its hook source, a bad commit is refused with the diagnostic, the fixed one goes in.
///
/// Slow (pre-commit builds the package in release mode), so it runs only with `DEVTOOLS_SLOW_TESTS=1`,
/// which `.ci/run` sets; then a venv or PyPI that cannot be had is a failure (see `SlowTests`).
@Suite("pre-commit hooks", .slowEndToEnd)
struct PreCommitTests {
    @Test func refusesABadCommitAndAcceptsTheFix() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("devtools-precommit-\(UUID().uuidString)")
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

        try Data("\"a\" = \"b\";\n\"c\" = \"d\";\n".utf8).write(to: strings)
        try ShellRunner.run(["git", "add", "-A"], in: repo)
        let accepted = try ShellRunner.run(["git", "commit", "-qm", "good"], in: repo, environment: env)
        #expect(accepted.status == 0, "\(accepted.output)")

        // try-repo, the way a team evaluates the hooks before adopting them.
        let tryRepo = try ShellRunner.run([preCommit, "try-repo", source.path, "lint-strings", "--ref", head, "--all-files"],
                                          in: repo, environment: env)
        #expect(tryRepo.status == 0, "\(tryRepo.output)")
    }
}
