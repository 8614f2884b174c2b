import Foundation
import DevToolsTestSupport
import Testing

@Suite("Colour conventions and --list-rules")
struct ColorAndRuleListingTests {
    let files = ["en.lproj/A.strings": "\"a\" = \"\";\n"]

    @Test(
        "--color auto|always|never overrides the conventions",
        arguments: [
            (["--color", "always"], ["NO_COLOR": "1"], true),
            (["--color", "always"], ["TERM": "dumb"], true),
            (["--color", "never"], ["NO_COLOR": ""], false),
            ([], ["NO_COLOR": ""], false),  // auto: a pipe is no terminal
        ]
    )
    func colorFlag(flags: [String], environment: [String: String], colored: Bool) throws {
        let dir = try TemporaryTree.make(files)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("lint-strings", ["--no-cache"] + flags + ["."], in: dir, environment: environment)
        #expect(result.stdout.contains("\u{1B}[") == colored, "\(result.stdout)")
    }

    @Test("--list-rules honours --format json and shows the effective severity under the config in use")
    func listRules() throws {
        let dir = try TemporaryTree.make([
            ".devtools.yml": "strings:\n  rules:\n    empty-value: error\n    untranslated: warning\n    utf8-bom: off\n"
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = try ExecutableRunner.run("lint-strings", ["--list-rules", "--format", "json"], in: dir)
        #expect(json.status == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: String]])
        let byID = Dictionary(uniqueKeysWithValues: rows.map { ($0["id"] ?? "", $0) })
        #expect(byID["empty-value"]?["severity"] == "error")
        #expect(byID["empty-value"]?["defaultSeverity"] == "warning")
        #expect(byID["untranslated"]?["severity"] == "warning")
        #expect(byID["utf8-bom"]?["severity"] == "off")
        #expect(byID["duplicate-key"]?["severity"] == "error")
        let text = try ExecutableRunner.run("lint-strings", ["--list-rules"], in: dir)
        #expect(
            text.stdout.split(separator: "\n").contains {
                $0.hasPrefix("empty-value ") && $0.contains(" error ") && $0.hasSuffix("(default: warning)")
            })
    }
}
