import DevToolsCore
import Foundation
import DevToolsTestSupport
import Testing

/// The standalone executables run the very same command types as the umbrella's subcommands.
@Suite("Executables: identical output for identical input")
struct ExecutableParityTests {
    static let sample = "Resources/Examples/SampleApp"

    /// A tree with nothing to report to either linter.
    static let cleanTree = ["en.lproj/Localizable.strings": "\"a\" = \"b\";\n", "A.m": "@implementation A\n@end\n"]

    /// Runs `tool arguments` and `devtools tool arguments`, expects the same output and the same exit
    /// status from both, and returns what the standalone tool did.
    func runBoth(
        _ tool: String, _ arguments: [String], in directory: URL = ExecutableRunner.packageRoot,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> ExecutableRunner.Result {
        let standalone = try ExecutableRunner.run(tool, arguments, in: directory)
        let umbrella = try ExecutableRunner.run("devtools", [tool] + arguments, in: directory)
        #expect(standalone.status == umbrella.status, "exit status of \(tool) vs devtools \(tool)", sourceLocation: sourceLocation)
        #expect(standalone.stdout == umbrella.stdout, "standard output", sourceLocation: sourceLocation)
        #expect(standalone.stderr == umbrella.stderr, "standard error", sourceLocation: sourceLocation)
        return standalone
    }

    @Test(arguments: ["text", "xcode", "json", "sarif", "github"])
    func lintStringsMatchesUmbrella(format: String) throws {
        let result = try runBoth("lint-strings", ["--format", format, Self.sample])
        #expect(result.status == 1, "the sample app has findings: \(result.stderr)")
    }

    @Test(arguments: ["text", "xcode", "json", "sarif", "github"])
    func lintComponentsMatchesUmbrella(format: String) throws {
        let result = try runBoth("lint-components", ["--format", format, Self.sample])
        #expect(result.status == 1, "the sample app has findings: \(result.stderr)")
    }

    @Test(arguments: ["lint-strings", "lint-components"])
    func aCleanRunExitsZeroInBoth(tool: String) throws {
        let dir = try TemporaryTree.make(Self.cleanTree)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try runBoth(tool, ["."], in: dir)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "No problems found in 1 file.\n")
    }

    @Test(arguments: [
        ("lint-strings", ["does-not-exist"]),
        ("lint-components", ["does-not-exist"]),
        ("clean-support", ["--root", "does-not-exist", "--dry-run"]),
    ])
    func aMissingPathExitsTwoInBoth(tool: String, arguments: [String]) throws {
        let dir = try TemporaryTree.make([:])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try runBoth(tool, arguments, in: dir)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("error: does-not-exist: no such"), "\(result.stderr)")
    }

    @Test func cleanSupportMatchesUmbrella() throws {
        let result = try runBoth("clean-support", ["--root", "Resources/Examples/DeviceSupport", "--dry-run", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"removeCount\""))
    }

    @Test(arguments: ["devtools", "lint-strings", "lint-components", "clean-support"])
    func versionAndHelp(executable: String) throws {
        let version = try ExecutableRunner.run(executable, ["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == "\(DevToolsVersion.current)\n")
        let help = try ExecutableRunner.run(executable, ["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("Examples:"))
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScripts(shell: String) throws {
        let result = try ExecutableRunner.run("devtools", ["--generate-completion-script", shell])
        #expect(result.status == 0)
        #expect(result.stdout.contains("lint-strings"))
        #expect(result.stdout.contains("clean-support"))
    }

    /// `scripts/install` links the standalone tools to `devtools`: started through a link of its name,
    /// `devtools` is that tool, with the same output as the tool's own executable.
    @Test(arguments: ["lint-strings", "lint-components", "clean-support"])
    func devtoolsLinkedUnderAToolsNameIsThatTool(tool: String) throws {
        let dir = try TemporaryTree.make([:])
        defer { try? FileManager.default.removeItem(at: dir) }
        let link = dir.appendingPathComponent(tool).path
        try FileManager.default.createSymbolicLink(
            atPath: link, withDestinationPath: ExecutableRunner.productsDirectory.appendingPathComponent("devtools").path)
        for arguments in [["--help"], ["--version"]] {
            let linked = try ExecutableRunner.run(link, arguments, in: dir)
            let own = try ExecutableRunner.run(tool, arguments, in: dir)
            #expect(linked == own, "\(tool) \(arguments)")
        }
        #expect(try ExecutableRunner.run(link, ["--help"], in: dir).stdout.contains("USAGE: \(tool)"))
    }
}
