import DevToolsTestSupport
import Foundation
import Testing

/// A flag the command would accept and then ignore is a usage error naming it and why (issue 27):
/// a user who passes it expects it to do something.
@Suite("Flags that would be ignored are usage errors")
struct IgnoredFlagTests {
    @Test(
        arguments: [
            (
                ["lint-components", "--sources", "App", "."],
                "--sources names the code lint-strings checks keys against; lint-components does not use it (use lint-strings or devtools lint)"
            ),
            (
                ["lint-components", "--fix", "."],
                "lint-components has no rule that --fix fixes; use lint-strings --fix or devtools lint --fix"
            ),
            (
                ["lint-strings", "--list-rules", "--fix"],
                "--list-rules prints the rules and exits without linting, so --fix would be ignored: drop one of them"
            ),
            (
                ["lint-strings", "--list-rules", "App"],
                "--list-rules prints the rules and exits without linting, so a path would be ignored: drop one of them"
            ),
            (
                ["lint-strings", "--fix", "--dry-run", "--format", "sarif", "."],
                "--fix --dry-run prints a diff (--format text) or the planned edits as JSON (--format json), not --format sarif"
            ),
            (
                ["lint-strings", "--no-cache", "--cache-path", "cache", "."],
                "--no-cache neither reads nor writes a cache, so --cache-path would be ignored: use one or the other"
            ),
            (["lint-strings", "--dry-run", "."], "--dry-run shows what --fix would change: use it with --fix"),
        ]
    )
    func rejected(arguments: [String], message: String) throws {
        let dir = try TemporaryTree.make(["en.lproj/A.strings": "\"a\" = \"A\"\n", "App/A.m": "@implementation A\n@end\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("devtools", arguments, in: dir)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: \(message)\n"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("cache").path))
    }

    /// `devtools lint` runs lint-strings too: there --sources and --fix mean what they say.
    @Test func lintTakesTheStringsOptions() throws {
        let dir = try TemporaryTree.make(["en.lproj/A.strings": "\"a\" = \"A\"\n", "App/A.m": "@implementation A\n@end\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("devtools", ["lint", "--no-cache", "--sources", "App", "--fix", "--dry-run", "."], in: dir)
        #expect(result.status == 1)
        #expect(result.stdout.contains("+\"a\" = \"A\";"))
    }
}
