import Foundation
import DevToolsTestSupport
import Testing

/// README's first command, `devtools lint Resources/Examples/SampleApp`, reports exactly the mistakes that
/// `Resources/Examples/SampleApp/README.md` documents.
@Suite("The bundled example")
struct SampleAppTests {
    static let documented: Set<String> = [
        "Resources/en.lproj/Localizable.strings:9 duplicate-key",
        "Resources/de.lproj/Localizable.strings:6 syntax-error",
        "Resources/de.lproj/Localizable.strings:6 format-mismatch",
        "Components/ProfileComponent.mm:13 missing-scope",
        "Components/ProfileComponent.mm:3 controller-naming",
        "Components/ProfileComponent.mm:23 missing-super-call",
    ]

    @Test func reportsExactlyTheDocumentedMistakes() throws {
        let result = try ExecutableRunner.run("devtools", ["lint", "--no-cache", "--format", "xcode", "Resources/Examples/SampleApp"])
        #expect(result.status == 1, "errors were found: exit 1")
        let findings = result.stdout.split(separator: "\n").filter { !$0.contains(": note: ") }.map { line -> String in
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            let rule = line.split(separator: "[").last.map { String($0.dropLast()) } ?? ""
            let path = String(parts[0]).replacingOccurrences(of: "Resources/Examples/SampleApp/", with: "")
            return "\(path):\(parts[1]) \(rule)"
        }
        for expected in Self.documented {
            #expect(findings.contains(expected), "missing \(expected) in:\n\(result.stdout)")
        }
        #expect(Set(findings) == Self.documented, "undocumented findings in:\n\(result.stdout)")
        // Apple rejects the German table (its missing ';'): one finding, no missing-key for its keys.
        #expect(!result.stdout.contains("[missing-key]"))
    }

    @Test func textOutputShowsTheSourceLineAndCaret() throws {
        let result = try ExecutableRunner.run("devtools", ["lint", "--no-cache", "Resources/Examples/SampleApp"])
        #expect(
            result.stdout.contains(
                """
                  9:1: error: duplicate key "login.title"
                """))
        #expect(
            result.stdout.contains(
                """
                     9 | "login.title" = "Log in";
                       | ^
                """))
        #expect(result.stdout.contains("    note: first defined here (2:1)"))
    }
}
