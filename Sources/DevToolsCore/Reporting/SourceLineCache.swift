import Foundation

/// Reads the lines of the files that diagnostics point into, decoded by their BOM, keeping only the few
/// files read last.
///
/// Reports ask for lines in report order (file by file), and a finding's notes point into one other
/// file at most (a translation's note into the development table), so two files cover a run of
/// questions. Keeping every file instead held the whole text of every table with a finding until the
/// report was written: 490 MB for 100 locales of 20,000 keys, seven times locheck's peak (issue 31).
public final class SourceLineCache {
    private let workingDirectory: String
    private let capacity: Int
    /// The files read, each with when it was last asked for (the least recent is dropped for a new one;
    /// stamps rather than moving entries, since a finding and its note take turns between two files).
    private var recent: [(path: String, lines: LineIndex, used: Int)] = []
    private var clock = 0

    /// `capacity`: how many files to keep read at once.
    public init(workingDirectory: String, capacity: Int = 2) {
        self.workingDirectory = workingDirectory
        self.capacity = max(1, capacity)
    }

    /// The text of a 1-based line, without its line ending; `nil` when the file or line is missing.
    public func line(_ number: Int, of displayPath: String) -> Substring? {
        lines(of: displayPath).line(number)
    }

    private func lines(of displayPath: String) -> LineIndex {
        clock += 1
        if let index = recent.firstIndex(where: { $0.path == displayPath }) {
            recent[index].used = clock
            return recent[index].lines
        }
        // Joined, not standardized: reading needs no canonical path, and standardizing resolves symlinks,
        // a fifth of a report's time when thousands of files have findings.
        let absolute = displayPath.hasPrefix("/") ? displayPath : workingDirectory + "/" + displayPath
        var text: String?
        if let data = FileManager.default.contents(atPath: absolute), let decoded = TextDecoder.decode(data) {
            text = decoded.text
        }
        let lines = LineIndex(text)
        if recent.count == capacity, let oldest = recent.indices.min(by: { recent[$0].used < recent[$1].used }) {
            recent.remove(at: oldest)
        }
        recent.append((displayPath, lines, clock))
        return lines
    }
}
