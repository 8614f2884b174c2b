import Foundation
import DevToolsTestSupport
import Testing

@Suite("Exit codes and one-line errors")
struct ExitCodeTests {
    func folder(_ files: [String: String]) throws -> URL {
        try TemporaryTree.make(files)
    }

    @Test(arguments: ["lint", "lint-strings", "lint-components"])
    func missingPathIsExitTwo(command: String) throws {
        let dir = try folder([:])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("devtools", [command, "does-not-exist"], in: dir)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "error: does-not-exist: no such file or folder\n")
    }

    @Test func badConfigIsExitTwoNamingFileLineAndKey() throws {
        let dir = try folder([".devtools.yml": "strings:\n  rules:\n    no-such-rule: off\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("lint-strings", ["."], in: dir)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: .devtools.yml:3:5: unknown rule id 'no-such-rule'"))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)")
    }

    /// Issue 27: a misspelt or partial rule id in the config names the rules it may mean.
    @Test func unknownRuleInConfigSuggestsTheNearestIDs() throws {
        let dir = try folder([".devtools.yml": "strings:\n  rules:\n    duplicate-keys: off\n    plural: off\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("lint-strings", ["."], in: dir)
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "error: .devtools.yml:3:5: unknown rule id 'duplicate-keys' for 'strings'; did you mean 'duplicate-key'? run with --list-rules to see them\n"
        )
        try Data("strings:\n  rules:\n    plural: off\n".utf8).write(to: dir.appendingPathComponent(".devtools.yml"))
        #expect(
            try ExecutableRunner.run("lint-strings", ["."], in: dir).stderr.contains(
                "did you mean 'plural-category-missing' or 'plural-category-unused'?"))
    }

    @Test func explicitConfigThatIsMissing() throws {
        let dir = try folder([:])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("devtools", ["lint", "--config", "ci.yml", "."], in: dir)
        #expect(result.status == 2)
        #expect(result.stderr == "error: ci.yml: config file not found\n")
    }

    @Test func cleanTreeIsExitZero() throws {
        let dir = try folder(["en.lproj/Localizable.strings": "\"a\" = \"b\";\n", "A.m": "@implementation A\n@end\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("devtools", ["lint", "."], in: dir)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "No problems found in 2 files.\n")
    }

    @Test func unknownFormatIsAUsageError() throws {
        let result = try ExecutableRunner.run("devtools", ["lint", "--format", "yaml"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("yaml"))
    }

    @Test func listRules() throws {
        let strings = try ExecutableRunner.run("lint-strings", ["--list-rules"])
        #expect(strings.status == 0)
        #expect(strings.stdout.contains("duplicate-key  "))
        #expect(!strings.stdout.contains("missing-scope"))
        let all = try ExecutableRunner.run("devtools", ["lint", "--list-rules"])
        #expect(all.stdout.contains("duplicate-key  ") && all.stdout.contains("missing-scope  "))
    }

    @Test func libxml2NeverWritesToStderr() throws {
        // An encoding libxml2 cannot convert makes it print through its generic error channel.
        let bad = "<?xml version=\"1.0\" encoding=\"Shift_JIS\"?>\n<plist><dict><key>\u{2018}$</key></dict></plist>\n"
        let dir = try folder(["en.lproj/A.stringsdict": bad])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("lint-strings", ["--no-cache", "--format", "xcode", "."], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr == "")
        #expect(result.stdout.hasPrefix("en.lproj/A.stringsdict:2:"))
        #expect(result.stdout.contains("[stringsdict-syntax]"))
    }
}
