/// The source line a finding points at, escaped, its format specifiers unbreakable (`HTMLSourceText`), as `<pre>`: a line longer than `window` characters is
/// shown as a window around the column (`…` marks what is cut), so a one-line 20 MB file gives a short
/// excerpt, as in the text format.
enum HTMLSourceLine {
    static let before = 60
    static let window = 160

    static func render(_ location: SourceLocation, lines: SourceLineCache) -> String {
        guard let line = lines.line(location.line, of: location.file) else { return "" }
        var shown = String(line)
        if line.utf8.count > window, line.count > window {
            let from = max(0, min(location.column - 1 - before, line.count - window))
            let start = line.index(line.startIndex, offsetBy: from)
            let end = line.index(start, offsetBy: window, limitedBy: line.endIndex) ?? line.endIndex
            shown = (from > 0 ? "…" : "") + line[start..<end] + (end < line.endIndex ? "…" : "")
        }
        return "<pre class=\"source\"><span class=\"ln\">\(location.line) | </span>\(HTMLSourceText.render(shown))</pre>"
    }
}
