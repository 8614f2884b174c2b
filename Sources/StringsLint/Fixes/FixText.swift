/// A file's text as a fix reads it: UTF-8 bytes, its lines (the reader's `LineTable`: `\n`, `\r\n`, a
/// lone `\r`) and the byte where a finding's line and column (in grapheme clusters) point.
struct FixText {
    let bytes: [UInt8]
    private let lines: LineTable

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lines = bytes.withUnsafeBufferPointer(LineTable.init)
    }

    /// Line `line` (1-based) without its line break.
    func content(ofLine line: Int) -> Range<Int> {
        let start = lines.start(ofLine: line)
        var end = line < lines.lineCount ? lines.start(ofLine: line + 1) : bytes.count
        if end > start, bytes[end - 1] == 0x0A { end -= 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// Line `line` with its line break, or with the break before it when it is the last line and has
    /// none (what removing the line removes).
    func wholeLine(_ line: Int) -> Range<Int> {
        let start = lines.start(ofLine: line)
        if line < lines.lineCount { return start..<lines.start(ofLine: line + 1) }
        let previous = line > 1 ? content(ofLine: line - 1).upperBound : start
        return previous..<bytes.count
    }

    /// The byte a 1-based line and column point at; `nil` when they are past the line.
    func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lines.lineCount, column >= 1 else { return nil }
        let range = content(ofLine: line)
        let text = String(decoding: bytes[range], as: UTF8.self)
        guard let index = text.index(text.startIndex, offsetBy: column - 1, limitedBy: text.endIndex) else { return nil }
        return range.lowerBound + text.utf8.distance(from: text.startIndex, to: index)
    }

    /// The 1-based line and column (in characters) of the byte at `offset`.
    func position(of offset: Int) -> (line: Int, column: Int) {
        bytes.withUnsafeBufferPointer { lines.position(of: offset, in: $0) }
    }

    /// The text of `range`.
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    func hasPrefix(_ text: String, at offset: Int) -> Bool {
        let wanted = Array(text.utf8)
        return offset >= 0 && offset + wanted.count <= bytes.count && bytes[offset..<offset + wanted.count].elementsEqual(wanted)
    }
}
