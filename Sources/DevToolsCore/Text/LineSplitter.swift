/// Splits text into lines the way editors number them: `\n`, `\r\n` and a lone `\r` each end a line.
public enum LineSplitter {
    /// Every line of the text, without its line break, as `LineIndex` finds them.
    public static func lines(of text: String) -> [Substring] {
        let index = LineIndex(text)
        return (0..<index.count).map { index.line($0 + 1)! }
    }
}
