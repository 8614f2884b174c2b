import Foundation

/// Reads the lines of the files that diagnostics point into, once per file, decoded by their BOM.
public final class SourceLineCache {
    private let workingDirectory: String
    private var cache: [String: [Substring]] = [:]

    public init(workingDirectory: String) {
        self.workingDirectory = workingDirectory
    }

    /// The text of a 1-based line, without its line ending; `nil` when the file or line is missing.
    public func line(_ number: Int, of displayPath: String) -> Substring? {
        let lines = lines(of: displayPath)
        guard number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }

    private func lines(of displayPath: String) -> [Substring] {
        if let cached = cache[displayPath] { return cached }
        // Joined, not standardized: reading needs no canonical path, and standardizing resolves symlinks,
        // a fifth of a report's time when thousands of files have findings.
        let absolute = displayPath.hasPrefix("/") ? displayPath : workingDirectory + "/" + displayPath
        var lines: [Substring] = []
        if let data = FileManager.default.contents(atPath: absolute), let decoded = TextDecoder.decode(data) {
            lines = LineSplitter.lines(of: decoded.text)
        }
        cache[displayPath] = lines
        return lines
    }
}
