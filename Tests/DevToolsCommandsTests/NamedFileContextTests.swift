@testable import DevToolsCommands
import StringsLint
import ComponentLint
import SourceFacts
import Foundation
import DevToolsTestSupport
import Testing

/// Issue 27: a named file's run reads what its context needs and applies only the configs on its own
/// path: a broken `.devtools.yml` in another subfolder does not stop it, and a file named in a large
/// plain folder does not walk all of it.
@Suite("A named file's context is what it needs")
struct NamedFileContextTests {
    @Test("a broken .devtools.yml elsewhere in the project does not fail a run over a named file")
    func unrelatedConfigIsPassedOver() throws {
        let root = try TemporaryTree.make([
            "App/en.lproj/L.strings": "\"a\" = \"A\";\n",
            "App/de.lproj/L.strings": "\"a\" = \"A-de\";\n",
            "elsewhere/.devtools.yml": "no-such-key: 1\n",
            "elsewhere/x.lproj/L.strings": "\"b\" = \"B\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        try ShellRunner.run(["git", "init", "-q"], in: root)
        let named = try ExecutableRunner.run("lint-strings", ["--no-cache", "App/de.lproj/L.strings"], in: root)
        #expect(named.status == 0, "\(named.stdout)\(named.stderr)")
        let components = try ExecutableRunner.run("devtools", ["lint", "--no-cache", "App/de.lproj/L.strings"], in: root)
        #expect(components.status == 0, "\(components.stdout)\(components.stderr)")

        // The broken config still fails a run that includes what it governs.
        let whole = try ExecutableRunner.run("lint-strings", ["--no-cache", "."], in: root)
        #expect(whole.status == 2)
        #expect(whole.stderr.contains("elsewhere/.devtools.yml"), "\(whole.stderr)")
        let inside = try ExecutableRunner.run("lint-strings", ["--no-cache", "elsewhere/x.lproj/L.strings"], in: root)
        #expect(inside.status == 2, "a config on the named file's own path applies: \(inside.stderr)")
    }

    @Test("a table named in a plain folder reads the .lproj folders beside it, not the folder around them")
    func tableContextIsItsLprojSiblings() throws {
        let root = try TemporaryTree.make([
            "Downloads/en.lproj/L.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
            "Downloads/de.lproj/L.strings": "\"a\" = \"A-de\";\n",
            "Downloads/notes.txt": "x",
            "Downloads/big/old/en.lproj/L.strings": "\"z\" = \"Z\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let base = root.resolvingSymlinksInPath().path
        let options = try LintOptions.parse(["Downloads/de.lproj/L.strings"])
        let context = try #require(ProjectContext(options: options, linters: [StringsLinter.self], workingDirectory: base))
        #expect(context.context == [base + "/Downloads/de.lproj", base + "/Downloads/en.lproj"])

        let run = try ExecutableRunner.run("lint-strings", ["--no-cache", "--format", "xcode", "Downloads/de.lproj/L.strings"], in: root)
        #expect(run.stdout.contains("'b' has no de translation"), "still compared with the development language: \(run.stdout)")
    }

    @Test("a source named in a plain folder reads the sources beside it; in a project, the project")
    func sourceContext() throws {
        let root = try TemporaryTree.make([
            "Downloads/A.m": "@implementation A\n@end\n",
            "Downloads/A.h": "@interface A\n@end\n",
            "Downloads/big/B.m": "@implementation B\n@end\n",
            "Downloads/notes.txt": "x",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let base = root.resolvingSymlinksInPath().path
        let options = try LintOptions.parse(["Downloads/A.m"])
        let plain = try #require(ProjectContext(options: options, linters: [ComponentLinter.self], workingDirectory: base))
        #expect(plain.context == [base + "/Downloads/A.h", base + "/Downloads/A.m"])
        try ShellRunner.run(["git", "init", "-q"], in: root)
        let project = try #require(ProjectContext(options: options, linters: [ComponentLinter.self], workingDirectory: base))
        #expect(project.context == [base])
    }
}
