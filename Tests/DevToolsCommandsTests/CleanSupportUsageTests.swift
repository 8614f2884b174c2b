import DevToolsTestSupport
import Foundation
import Testing

/// clean-support's command line: a negative `--keep-latest`, unknown options (the same exit code as every
/// other command and script of the suite), and shell completion of category names.
@Suite("clean-support's command line")
struct CleanSupportUsageTests {
    @Test(arguments: [["--keep-latest", "-1"], ["--keep-latest=-1"]])
    func aNegativeKeepLatestIsAUsageErrorThatSaysSo(_ option: [String]) throws {
        for (executable, prefix) in [("clean-support", [String]()), ("devtools", ["clean-support"])] {
            let result = try ExecutableRunner.run(executable, prefix + option + ["--dry-run"])
            #expect(result.status == 64)
            #expect(result.stderr.hasPrefix("Error: --keep-latest must be 0 or more (got -1)\n"), "\(result.stderr)")
        }
    }

    /// Every command answers an unknown option the same way: ArgumentParser's usage error, exit 64.
    @Test(arguments: [
        ("devtools", ["clean-support"]), ("clean-support", []), ("lint-strings", []), ("lint-components", []), ("devtools", ["lint"]),
        ("devtools", []), ("devtools", ["rules"]),
    ])
    func anUnknownOptionIsExit64Everywhere(_ executable: String, _ subcommand: [String]) throws {
        let result = try ExecutableRunner.run(executable, subcommand + ["--no-such-option"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: Unknown option '--no-such-option'\n"), "\(result.stderr)")
    }

    /// The scripts too: an option they do not know is exit 64 before they do anything (`generate-rule-docs`
    /// used to rewrite README.md, `corpus-locales` to run, `bench` to build release binaries).
    @Test(arguments: ["install", "install-git-hook", "generate-plural-categories", "generate-rule-docs", "corpus-locales", "fuzz", "bench"])
    func aScriptGivenAnUnknownOptionIsExit64(_ script: String) throws {
        let path = ExecutableRunner.packageRoot.appendingPathComponent("scripts/\(script)").path
        let result = try ShellRunner.run([path, "--no-such-option"], in: ExecutableRunner.packageRoot)
        #expect(result.status == 64, "\(result.output)")
        #expect(result.output.contains("'--no-such-option'"), "\(result.output)")
    }

    /// `--include` completes the category names, in every shell, from the one list of categories.
    @Test(arguments: ["bash", "zsh", "fish"])
    func includeCompletesTheCategoryNames(_ shell: String) throws {
        let script = try ExecutableRunner.run("clean-support", ["--generate-completion-script", shell]).stdout
        let line = try #require(script.split(separator: "\n").first { $0.contains("'test-devices'") || $0.contains("test-devices ") })
        for name in [
            "device-support", "derived-data", "archives", "simulators", "documentation-cache", "device-logs", "old-documentation",
            "previews",
            "test-devices", "package-caches",
        ] {
            #expect(line.contains(name), "\(name) in \(line)")
        }
    }
}
