import DevToolsTestSupport
import Foundation
import Testing

/// `--sources` and `strings.sources` turn on the checks of keys against code, from the command line.
@Suite("lint-strings --sources")
struct SourcesOptionTests {
    @Test func sourcesFromTheCommandLineAndFromConfig() throws {
        let folder = try TemporaryFolder()
        try folder.write("en.lproj/Localizable.strings", "\"used\" = \"Used\";\n\"stale\" = \"Stale\";\n")
        try folder.write(
            "App/A.swift", "let a = NSLocalizedString(\"used\", comment: \"\")\nlet b = NSLocalizedString(\"typo.key\", comment: \"\")\n")
        let plain = try ExecutableRunner.run("lint-strings", ["--no-cache", "."], in: folder.url)
        #expect(plain.status == 0, "off without sources")
        let run = try ExecutableRunner.run("lint-strings", ["--no-cache", "--sources", "App", "."], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("App/A.swift"))
        #expect(run.stdout.contains("2:9: error: 'typo.key' is not in the Localizable table, so users see the raw key"))
        #expect(run.stdout.contains("'stale' in the Localizable table is looked up by no code in strings.sources"))
        try folder.write(".devtools.yml", "strings:\n  sources: [App]\n  lookup-functions: [\"L10n.tr\"]\n")
        let bad = try ExecutableRunner.run("lint-strings", ["--no-cache", "."], in: folder.url)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("strings.lookup-functions: 'L10n.tr' is not a lookup function"))
    }
}
