import Foundation

/// The shared test data of the workspace (`../shared` next to the package root), located from this
/// file's path so tests run the same from any working directory.
enum SharedData {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/strings")

    static var isAvailable: Bool { FileManager.default.fileExists(atPath: corpus.appendingPathComponent("SOURCES.md").path) }

    /// Every `.strings` file of the corpus, sorted by path.
    static func stringsFiles() -> [URL] {
        let enumerator = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "strings" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    static func corpusFile(_ relativePath: String) -> URL { corpus.appendingPathComponent(relativePath) }
}
