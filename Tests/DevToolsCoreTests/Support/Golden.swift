import Foundation
import Testing

/// Compares output with a golden file under `Fixtures/Golden`. Run with `UPDATE_GOLDEN=1` to rewrite
/// the golden files after an intended change, then review the diff.
enum Golden {
    static func check(_ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = FixturePaths.sourceFixtures.appendingPathComponent("Golden").appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "output differs from Golden/\(name)", sourceLocation: sourceLocation)
    }
}
