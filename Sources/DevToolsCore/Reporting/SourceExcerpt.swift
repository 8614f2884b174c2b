/// The source line of a location with a caret under its column:
///
///        12 | "greeting" = "Hello"
///           |                     ^
///
/// A long line is shown as a window around the column, as compilers do (`…` marks what is cut), so a
/// one-line 20 MB file gives a short excerpt. The caret is placed by display width (a CJK character or
/// an emoji takes two columns), and control characters are shown escaped, never sent to the terminal.
enum SourceExcerpt {
    /// Characters shown before the column in a window, and in all.
    static let before = 40
    static let window = 100

    static func write(_ location: SourceLocation, lines: SourceLineCache, style: TerminalStyle, to output: inout ReportOutput) {
        guard let line = lines.line(location.line, of: location.file) else { return }
        if writePlain(line, at: location, style: style, to: &output) { return }
        let column = max(location.column - 1, 0)
        var start = line.startIndex
        var shown = line[...]
        var lead = "", trail = ""
        // `count` walks the line's characters; a line of no more bytes than the window has no more.
        if line.utf8.count > window, line.count > window {  // only long lines pay for a window
            let from = max(0, min(column - before, line.count - window))
            start = line.index(line.startIndex, offsetBy: from)
            let end = line.index(start, offsetBy: window, limitedBy: line.endIndex) ?? line.endIndex
            shown = line[start..<end]
            if from > 0 { lead = "…" }
            if end < line.endIndex { trail = "…" }
        }
        let beforeCaret = shown.prefix(max(column - line.distance(from: line.startIndex, to: start), 0))
        let number = String(location.line)
        let gutter = String(repeating: " ", count: max(6 - number.count, 1))
        // Keep tabs in the padding so the caret lines up however wide the terminal draws a tab.
        let padding = lead.map { _ in " " }.joined() + Self.padding(under: beforeCaret)
        let blank = String(repeating: " ", count: gutter.count + number.count)
        let text = lead + String(shown).escapingControlCharacters + trail
        output.write("\(gutter)\(style.dim(number + " |")) \(text)\n" + "\(blank)\(style.dim(" |")) \(padding)\(style.green("^"))\n")
    }

    /// A line of printable ASCII and tabs no longer than the window, as most lines of most files are:
    /// shown as it is (nothing in it to escape or cut), with blanks from its bytes under it. False for
    /// any other line, which `write` shows the general way.
    private static func writePlain(_ line: Substring, at location: SourceLocation, style: TerminalStyle, to output: inout ReportOutput)
        -> Bool
    {
        var line = line
        return line.withUTF8 { bytes in
            guard bytes.count <= window, isPlain(bytes) else { return false }
            let number = String(location.line)
            let gutterWidth = max(6 - number.utf8.count, 1)
            for _ in 0..<gutterWidth { output.append(0x20) }
            output.write(style.dim(number + " |"))
            output.append(0x20)
            output.append(contentsOf: bytes)
            output.append(0x0A)
            for _ in 0..<(gutterWidth + number.utf8.count) { output.append(0x20) }
            output.write(style.dim(" |"))
            output.append(0x20)
            for byte in bytes.prefix(max(location.column - 1, 0)) { output.append(byte == 0x09 ? 0x09 : 0x20) }
            output.write(style.green("^"))
            output.append(0x0A)
            return true
        }
    }

    /// Printable ASCII and tabs: one column a byte, nothing to escape.
    private static func isPlain(_ bytes: some Sequence<UInt8>) -> Bool {
        bytes.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 }
    }

    /// Blanks as wide as `text` is drawn (tabs kept). Printable ASCII, most source text, is one column a
    /// byte and is answered from its bytes: asking each character's width and escape made a report of
    /// a million findings spend most of its time here.
    static func padding(under text: Substring) -> String {
        if isPlain(text.utf8) { return String(decoding: text.utf8.map { $0 == 0x09 ? 0x09 : 0x20 }, as: UTF8.self) }
        return text.map { character -> String in
            if character == "\t" { return "\t" }
            let escaped = String(character).escapingControlCharacters
            return String(repeating: " ", count: escaped == String(character) ? DisplayWidth.of(character) : escaped.count)
        }.joined()
    }
}
