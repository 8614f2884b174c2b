import Foundation

/// Where `../shared` (the corpus of real localization files) is, relative to the package root.
enum SharedData {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let corpus = packageRoot.appendingPathComponent("../shared/corpus/strings").standardizedFileURL

    static var isAvailable: Bool { FileManager.default.fileExists(atPath: corpus.appendingPathComponent("SOURCES.md").path) }
}
