/// Splits text into lines the way editors number them: `\n`, `\r\n` and a lone `\r` each end a line.
public enum LineSplitter {
    public static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            // "\r\n" is a single Character in Swift, so one check covers all three endings.
            if character == "\n" || character == "\r" || character == "\r\n" {
                lines.append(text[start..<index])
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        lines.append(text[start..<text.endIndex])
        return lines
    }
}
