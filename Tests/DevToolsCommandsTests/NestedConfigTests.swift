import Foundation
import DevToolsTestSupport
import Testing

@Suite("Nested configs")
struct NestedConfigTests {
    let files = [
        ".devtools.yml": "strings:\n  rules:\n    empty-value: error\n",
        "App/Strings/A.strings": "\"a\" = \"\";\n",
        "Legacy/.devtools.yml": "exclude: [\"Generated\"]\nstrings:\n  rules:\n    empty-value: off\n",
        "Legacy/en.lproj/B.strings": "\"a\" = \"\";\n\"a\" = \"c\";\n",
        "Legacy/Generated/en.lproj/C.strings": "\"a\" = \"b\"\n",
    ]

    @Test("a .devtools.yml is found from each linted path's folder upward; the nearest one applies to the files below it")
    func nearestConfigApplies() throws {
        let dir = try TemporaryTree.make(files)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (folder, paths) in [
            (dir, ["."]), (dir.appendingPathComponent("App"), ["..", "../Legacy"]), (URL(fileURLWithPath: "/"), [dir.path]),
        ] {
            let result = try ExecutableRunner.run("lint-strings", ["--no-cache", "--format", "xcode"] + paths, in: folder)
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(
                lines.contains {
                    $0.hasSuffix(
                        "A.strings:1:7: error: the value of \"a\" is empty, so the app shows blank text; translate it or remove the entry [empty-value]"
                    )
                }, "\(folder.path): \(lines)")
            #expect(lines.contains { $0.contains("B.strings:2:1: error:") && $0.hasSuffix("[duplicate-key]") })
            #expect(!lines.contains { $0.contains("B.strings") && $0.contains("[empty-value]") }, "Legacy's config turns empty-value off")
            #expect(!lines.contains { $0.contains("C.strings") }, "Legacy's config excludes Generated")
        }
    }

    @Test("a broken nested config is the same one-line error naming it")
    func brokenNestedConfig() throws {
        var broken = files
        broken["Legacy/.devtools.yml"] = "strings:\n  base: 5\n"
        let dir = try TemporaryTree.make(broken)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("lint-strings", ["--no-cache", "."], in: dir)
        #expect(result.status == 2)
        #expect(result.stderr == "error: Legacy/.devtools.yml:2:9: 'base' must be a string\n")
    }
}
