/// Splits text into lines the way editors number them: `\n`, `\r\n` and a lone `\r` each end a line.
public enum LineSplitter {
    /// Split on the UTF-8 bytes, not on `Character`s: a line break is never part of a larger
    /// grapheme but `\r\n` (Unicode breaks around CR and LF), so the lines are the same, found without
    /// grapheme breaking (a report reads every file that has a finding).
    public static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            guard byte == 0x0A || byte == 0x0D else {
                index = utf8.index(after: index)
                continue
            }
            lines.append(text[start..<index])
            index = utf8.index(after: index)
            if byte == 0x0D, index < utf8.endIndex, utf8[index] == 0x0A { index = utf8.index(after: index) }
            start = index
        }
        lines.append(text[start..<utf8.endIndex])
        return lines
    }
}
