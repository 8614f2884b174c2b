import Foundation
import DevToolsTestSupport
import Testing

/// Issue 15, "Config and environment": every config mistake is one exit-2 line naming file:line and key.
@Suite("Every config value is type-checked")
struct ConfigCheckingTests {
    @Test(
        "every config value is type-checked as README promises",
        arguments: [
            ("exclude: 5\n", ".devtools.yml:1:10: 'exclude' must be a list of strings"),
            ("exclude: [\"a\", 5]\n", ".devtools.yml:1:16: 'exclude' must be a list of strings"),
            ("strings:\n  base: 5\n", ".devtools.yml:2:9: 'base' must be a string"),
            ("strings:\n  cross-locale: maybe\n", ".devtools.yml:2:17: 'cross-locale' must be true or false"),
            (
                "components:\n  componentkit:\n    version: \"banana\"\n",
                ".devtools.yml:3:14: 'componentkit.version' must be a version number such as \"0.23\""
            ),
        ]
    )
    func mistypedValuesAreExitTwo(yaml: String, message: String) throws {
        let dir = try TemporaryTree.make([".devtools.yml": yaml, "en.lproj/A.strings": "\"a\" = \"b\";\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("devtools", ["lint", "--no-cache", "."], in: dir)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "error: \(message)\n")
    }

    @Test("a version written unquoted is still a version")
    func unquotedVersionIsAccepted() throws {
        let dir = try TemporaryTree.make([
            ".devtools.yml": "components:\n  componentkit:\n    version: 0.23\n", "A.m": "@implementation A\n@end\n",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("devtools", ["lint", "--no-cache", "."], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test(
        "duplicate keys and over-deep nesting get the same one-line file:line error",
        arguments: [
            (
                "strings:\n  base: en\nstrings:\n  base: de\n",
                ".devtools.yml:1:1: duplicate key 'strings': a key may be given once in a mapping"
            ),
            (
                "strings:\n  rules:\n    empty-value: off\n    empty-value: error\n",
                ".devtools.yml:3:5: duplicate key 'empty-value': a key may be given once in a mapping"
            ),
            (
                "exclude: " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000) + "\n",
                ".devtools.yml:1:11: invalid YAML: nested deeper than 1000 levels"
            ),
        ]
    )
    func duplicateKeysAndDeepNesting(yaml: String, message: String) throws {
        let dir = try TemporaryTree.make([".devtools.yml": yaml, "en.lproj/A.strings": "\"a\" = \"b\";\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("devtools", ["lint", "--no-cache", "."], in: dir)
        #expect(result.status == 2)
        #expect(result.stderr == "error: \(message)\n")
    }
}
