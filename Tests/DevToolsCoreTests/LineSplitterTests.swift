import DevToolsCore
import Testing

/// `LineSplitter` splits on bytes; these are the lines the `Character`-by-`Character` split gave.
@Suite("Line splitting")
struct LineSplitterTests {
    /// The former split: a `Character` that is `\n`, `\r` or `\r\n` ends a line.
    static func byCharacters(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for character in text {
            if character == "\n" || character == "\r" || character == "\r\n" {
                lines.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        return lines + [current]
    }

    @Test(arguments: [
        "", "x", "x\n", "a\nb\r\nc\rd", "\r\r\n\n\r", "e\u{301}\n\u{301}tail", "👩‍👩‍👧\r\n日本語\r", "\"k\" = \"v\";\r\n\r\n",
    ])
    func linesAreTheSameAsSplitByCharacters(text: String) {
        #expect(LineSplitter.lines(of: text).map(String.init) == Self.byCharacters(text))
    }
}
