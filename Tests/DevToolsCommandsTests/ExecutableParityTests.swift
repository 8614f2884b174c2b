import Foundation
import DevToolsTestSupport
import Testing

/// The standalone executables run the very same command types as the umbrella's subcommands.
@Suite("Executables: identical output for identical input")
struct ExecutableParityTests {
    static let sample = "Resources/Examples/SampleApp"

    @Test(arguments: ["text", "xcode", "json", "sarif", "github"])
    func lintStringsMatchesUmbrella(format: String) throws {
        let standalone = try ExecutableRunner.run("lint-strings", ["--format", format, Self.sample])
        let umbrella = try ExecutableRunner.run("devtools", ["lint-strings", "--format", format, Self.sample])
        #expect(standalone == umbrella)
        #expect(standalone.status != 2, "stderr: \(standalone.stderr)")
    }

    @Test(arguments: ["text", "xcode", "json", "sarif", "github"])
    func lintComponentsMatchesUmbrella(format: String) throws {
        let standalone = try ExecutableRunner.run("lint-components", ["--format", format, Self.sample])
        let umbrella = try ExecutableRunner.run("devtools", ["lint-components", "--format", format, Self.sample])
        #expect(standalone == umbrella)
        #expect(standalone.status != 2, "stderr: \(standalone.stderr)")
    }

    @Test func cleanSupportMatchesUmbrella() throws {
        let root = "Resources/Examples/DeviceSupport"
        let standalone = try ExecutableRunner.run("clean-support", ["--root", root, "--dry-run", "--format", "json"])
        let umbrella = try ExecutableRunner.run("devtools", ["clean-support", "--root", root, "--dry-run", "--format", "json"])
        #expect(standalone == umbrella)
    }

    @Test(arguments: ["devtools", "lint-strings", "lint-components", "clean-support"])
    func versionAndHelp(executable: String) throws {
        let version = try ExecutableRunner.run(executable, ["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == "0.1.0\n")
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
}
