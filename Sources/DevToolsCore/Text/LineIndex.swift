/// A text and where each of its lines starts, in UTF-8 bytes, split as editors number lines: `\n`,
/// `\r\n` and a lone `\r` each end a line. Any line is found without splitting the others
/// (`SourceLineCache`), and `LineSplitter` gives them all.
public struct LineIndex {
    public let text: String
    private let starts: [Int]

    /// `nil` text: the file is missing or unreadable, and has no lines at all.
    public init(_ text: String?) {
        guard var text else {
            (self.text, self.starts) = ("", [])
            return
        }
        text.makeContiguousUTF8()
        // Split on the UTF-8 bytes, not on `Character`s: a line break is never part of a larger grapheme
        // but `\r\n` (Unicode breaks around CR and LF), so the lines are the same, found without
        // grapheme breaking (a report reads every file that has a finding).
        var starts = [0]
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                guard byte == 0x0A || byte == 0x0D else { continue }
                if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
                starts.append(index)
            }
        }
        self.text = text
        self.starts = starts
    }

    /// How many lines the text has: one more than its line breaks (an empty text has one empty line).
    public var count: Int { starts.count }

    /// The 1-based line `number` without its line break; `nil` past the last line.
    public func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= starts.count else { return nil }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: starts[number - 1])
        guard number < starts.count else { return text[start..<utf8.endIndex] }
        var end = utf8.index(utf8.startIndex, offsetBy: starts[number])
        end = utf8.index(before: end)
        if end > start, utf8[end] == 0x0A, utf8[utf8.index(before: end)] == 0x0D { end = utf8.index(before: end) }
        return text[start..<end]
    }
}
