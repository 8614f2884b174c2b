import DevToolsCore
import Foundation
import Testing

/// Compares output with a golden file under `Fixtures/Golden`. Run with `UPDATE_GOLDEN=1` to rewrite
/// the golden files after an intended change, then review the diff.
///
/// The tool's version is not part of the golden text: where a report names it (the JSON report's
/// `tool.version`, SARIF's `tool.driver.version` and `semanticVersion`), the golden file holds
/// `versionPlaceholder`, so that a new version does not change them.
enum Golden {
    static let versionPlaceholder = "<devtools version>"

    static func check(_ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = FixturePaths.sourceFixtures.appendingPathComponent("Golden").appendingPathComponent(name)
        let actual = withVersionPlaceholder(actual)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "output differs from Golden/\(name)", sourceLocation: sourceLocation)
    }

    /// `text` with `DevToolsVersion.current` replaced by the placeholder wherever a nested `version` or
    /// `semanticVersion` key holds it. Only nested keys: SARIF's top-level `"version" : "2.1.0"` is the
    /// format's version, not ours.
    static func withVersionPlaceholder(_ text: String) -> String {
        let version = NSRegularExpression.escapedPattern(for: DevToolsVersion.current)
        return text.replacingOccurrences(
            of: #"(?m)^( {4,}"(?:semanticVersion|version)" : )"\#(version)""#,
            with: "$1\"\(versionPlaceholder)\"",
            options: .regularExpression
        )
    }
}
