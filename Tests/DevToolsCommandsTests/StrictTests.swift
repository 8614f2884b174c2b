import Foundation
import DevToolsTestSupport
import Testing

/// `--strict` fails a run on any finding, so it shows every finding as an error in every format: an
/// Xcode build phase must never fail with no error shown.
@Suite("--strict shows what it enforces")
struct StrictTests {
    /// An empty value: a warning by default.
    let files = ["Strings/A.strings": "\"a\" = \"\";\n"]

    @Test(
        "--strict: warnings become errors in every output format",
        arguments: [
            ("text", "1:7: error: "),
            ("xcode", "Strings/A.strings:1:7: error: "),
            ("json", "\"severity\" : \"error\""),
            ("sarif", "\"level\" : \"error\""),
            ("github", "::error file=Strings/A.strings,line=1,col=7,title=empty-value::"),
        ]
    )
    func warningsBecomeErrors(format: String, expected: String) throws {
        let dir = try TemporaryTree.make(files)
        defer { try? FileManager.default.removeItem(at: dir) }
        let plain = try ExecutableRunner.run("lint-strings", ["--no-cache", "--format", format, "."], in: dir)
        #expect(plain.status == 0)
        #expect(plain.stdout.contains("warning") || plain.stdout.contains("\"level\" : \"warning\""))
        let strict = try ExecutableRunner.run("lint-strings", ["--no-cache", "--strict", "--format", format, "."], in: dir)
        #expect(strict.status == 1)
        #expect(strict.stdout.contains(expected), "\(strict.stdout)")
        #expect(!strict.stdout.contains("warning:") && !strict.stdout.contains("::warning"))
    }
}
