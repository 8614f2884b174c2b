import Foundation

/// Where the test fixtures and the repository's own folders are.
enum FixturePaths {
    /// `Tests/DevToolsCoreTests/Fixtures` in the source tree (golden files are written back there).
    static let sourceFixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The package root.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared` beside the package root: data for tests, absent in a user's clone.
    static let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

    static var sharedIsAvailable: Bool { FileManager.default.fileExists(atPath: shared.path) }

    /// The sample project the reporter tests point into.
    static var project: URL { sourceFixtures.appendingPathComponent("Project") }
}
