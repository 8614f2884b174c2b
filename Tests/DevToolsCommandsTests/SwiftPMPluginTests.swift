import Foundation
import DevToolsTestSupport
import Testing

/// End to end through SwiftPM: `Tests/Fixtures/PluginSample`, a package that applies this package's
/// build-tool plugin to a target with planted mistakes, is built with `swift build` (the error fails the
/// build at its line, the warning alone does not, and an unchanged target is not linted again), and
/// linted and fixed with the command plugin, `swift package lint [--fix]`.
///
/// Slow (SwiftPM builds devtools inside the sample: about 2½ minutes from nothing on this project's
/// shared 2-core machine, about 35 s when the sample's build folder is left from an earlier run), so it
/// runs only with `DEVTOOLS_SLOW_TESTS=1`, as `PreCommitTests` does. The sample is copied to `.build/plugin-sample`
/// (its own `.build` kept between runs there, so a rerun is incremental), with its dependency rewritten
/// to this checkout's plugin package, `Plugins/` (which depends on the tools' package, `..`, by name, so
/// the checkout's folder may be called anything).
@Suite("SwiftPM plugins", .slowEndToEnd)
struct SwiftPMPluginTests {
    static let english = "Sources/Greetings/Resources/en.lproj/Localizable.strings"
    static let german = "Sources/Greetings/Resources/de.lproj/Localizable.strings"

    /// A fresh copy of the sample (its build folder aside), depending on this checkout.
    static func prepareSample() throws -> URL {
        let manager = FileManager.default
        let source = ExecutableRunner.packageRoot
        let work = source.appendingPathComponent(".build/plugin-sample")
        let sample = work.appendingPathComponent("PluginSample")
        try manager.createDirectory(at: sample, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: sample.path) where name != ".build" {
            try manager.removeItem(at: sample.appendingPathComponent(name))
        }
        let fixture = source.appendingPathComponent("Tests/Fixtures/PluginSample")
        for name in try manager.contentsOfDirectory(atPath: fixture.path) where name != ".build" {
            try manager.copyItem(at: fixture.appendingPathComponent(name), to: sample.appendingPathComponent(name))
        }
        let manifest = sample.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try #require(text.contains("path: \"../../../Plugins\""))
        let plugins = source.appendingPathComponent("Plugins").path
        try Data(text.replacingOccurrences(of: "path: \"../../../Plugins\"", with: "path: \"\(plugins)\"").utf8).write(to: manifest)
        // The versions this checkout builds with, so the sample neither resolves anew nor differs.
        let resolved = source.appendingPathComponent("Package.resolved")
        if manager.fileExists(atPath: resolved.path) {
            try manager.copyItem(at: resolved, to: sample.appendingPathComponent("Package.resolved"))
        }
        return sample
    }

    /// The output's lines that name `file` (a path relative to the sample).
    static func lines(_ output: String, naming file: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.contains(file) }
    }

    @Test func buildToolPluginReportsAtTheLineAndCommandPluginFixes() throws {
        let sample = try Self.prepareSample()
        let english = sample.appendingPathComponent(Self.english)

        // The missing ';' at the end of line 3 fails the build, reported at its line with an absolute path.
        let failed = try ShellRunner.run(["swift", "build"], in: sample)
        #expect(failed.status != 0, "\(failed.output)")
        let error = "\(english.path):3:22: error: "
        #expect(Self.lines(failed.output, naming: Self.english).contains { $0.hasPrefix(error) }, "\(failed.output)")
        #expect(failed.output.contains("[syntax-error]"), "\(failed.output)")
        // No stamp after errors: the next build lints again and fails again.
        #expect(try Self.stamps(in: sample).isEmpty)
        let again = try ShellRunner.run(["swift", "build"], in: sample)
        #expect(again.status != 0)
        #expect(Self.lines(again.output, naming: Self.english).contains { $0.hasPrefix(error) }, "\(again.output)")

        // `swift package lint` reports the same in devtools' text format and fails.
        let lint = try ShellRunner.run(["swift", "package", "--allow-writing-to-package-directory", "lint"], in: sample)
        #expect(lint.status != 0, "\(lint.output)")
        #expect(lint.output.contains(Self.english), "\(lint.output)")
        #expect(lint.output.contains("[syntax-error]"), "\(lint.output)")
        #expect(lint.output.contains("devtools lint found problems (exit status 1)"), "\(lint.output)")
        // An option it does not take is refused before anything runs.
        let unknown = try ShellRunner.run(
            ["swift", "package", "--allow-writing-to-package-directory", "lint", "--no-such-option"], in: sample)
        #expect(unknown.status != 0)
        #expect(unknown.output.contains("unknown option '--no-such-option'"), "\(unknown.output)")

        // --fix adds the ';'; the missing German key is left, a warning, so the run succeeds.
        let fix = try ShellRunner.run(
            ["swift", "package", "--allow-writing-to-package-directory", "lint", "--fix"], in: sample)
        #expect(fix.status == 0, "\(fix.output)")
        #expect(try String(contentsOf: english, encoding: .utf8).contains("\"goodbye\" = \"Goodbye\";\n"))
        #expect(fix.output.contains("[missing-key]"), "\(fix.output)")

        // A warning does not fail the build; it shows at its line.
        let warned = try ShellRunner.run(["swift", "build"], in: sample)
        #expect(warned.status == 0, "\(warned.output)")
        let warning = "\(sample.appendingPathComponent(Self.german).path):"
        #expect(
            Self.lines(warned.output, naming: Self.german).contains { $0.hasPrefix(warning) && $0.contains(": warning: ") },
            "\(warned.output)")
        #expect(warned.output.contains("devtools lint Greetings"), "\(warned.output)")
        // The stamp, a Swift file compiled into the target, not a resource in its bundle: with nothing
        // changed, the next build does not lint again.
        let stamps = try Self.stamps(in: sample)
        #expect(stamps.map(\.lastPathComponent) == ["devtools-lint-stamp.swift"], "\(stamps)")
        #expect(stamps.allSatisfy { $0.path.contains("/.build/plugins/outputs/") }, "\(stamps)")
        let unchanged = try ShellRunner.run(["swift", "build"], in: sample)
        #expect(unchanged.status == 0, "\(unchanged.output)")
        #expect(!unchanged.output.contains("devtools lint Greetings"), "\(unchanged.output)")

        // A config file inside the target is an input too: adding one lints again, under it.
        try Data("strings:\n  rules:\n    missing-key: off\n".utf8)
            .write(to: sample.appendingPathComponent("Sources/Greetings/.devtools.yml"))
        let configured = try ShellRunner.run(["swift", "build"], in: sample)
        #expect(configured.status == 0, "\(configured.output)")
        #expect(configured.output.contains("devtools lint Greetings"), "\(configured.output)")
        #expect(!configured.output.contains("[missing-key]"), "\(configured.output)")
    }

    /// The plugin's stamps in the sample's build folder, and any file named like one in a resource bundle.
    static func stamps(in sample: URL) throws -> [URL] {
        let build = sample.appendingPathComponent(".build")
        guard let walk = FileManager.default.enumerator(at: build, includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }.filter {
            $0.lastPathComponent == "devtools-lint-stamp.swift"
                || ($0.path.contains("PluginSample_Greetings.") && $0.lastPathComponent.contains("devtools-lint"))
        }
    }
}
