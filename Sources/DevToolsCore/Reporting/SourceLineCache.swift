import Foundation

/// Reads the lines of the files that diagnostics point into, decoded by their BOM, keeping only the few
/// files read last.
///
/// Reports ask for lines in report order (file by file), and a finding's notes point into one other file
/// at most (a translation's note into the development table), so two files cover a run of questions. Keeping every file instead held the whole text of every table with a finding until
/// the report was written: 490 MB for 100 locales of 20,000 keys, seven times locheck's peak (issue 31).
public final class SourceLineCache {
    /// One file's text and where each of its lines starts, in UTF-8 bytes (four bytes a line: a file of
    /// 4 GB or more, which no table or source is, shows no lines).
    private struct FileLines {
        let text: String
        let starts: [UInt32]

        /// `nil` text: the file is missing or unreadable, and has no lines at all.
        init(text: String?) {
            guard var text, text.utf8.count < UInt32.max else {
                (self.text, self.starts) = ("", [])
                return
            }
            text.makeContiguousUTF8()
            var starts: [UInt32] = [0]
            text.utf8.withContiguousStorageIfAvailable { bytes in
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    index += 1
                    guard byte == 0x0A || byte == 0x0D else { continue }
                    if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
                    starts.append(UInt32(index))
                }
            }
            self.text = text
            self.starts = starts
        }

        /// The 1-based line `number` without its line break, split as `LineSplitter` splits.
        func line(_ number: Int) -> Substring? {
            guard number >= 1, number <= starts.count else { return nil }
            let utf8 = text.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: Int(starts[number - 1]))
            var end = number < starts.count ? utf8.index(utf8.startIndex, offsetBy: Int(starts[number])) : utf8.endIndex
            if number < starts.count {
                end = utf8.index(before: end)
                if end > start, utf8[end] == 0x0A, utf8[utf8.index(before: end)] == 0x0D { end = utf8.index(before: end) }
            }
            return text[start..<end]
        }
    }

    private let workingDirectory: String
    private let capacity: Int
    /// The files read, each with when it was last asked for (the least recent is dropped for a new one;
    /// stamps rather than moving entries, since a finding and its note take turns between two files).
    private var recent: [(path: String, lines: FileLines, used: Int)] = []
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

    private func lines(of displayPath: String) -> FileLines {
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
        let lines = FileLines(text: text)
        if recent.count == capacity, let oldest = recent.indices.min(by: { recent[$0].used < recent[$1].used }) {
            recent.remove(at: oldest)
        }
        recent.append((displayPath, lines, clock))
        return lines
    }
}
