/// The source line of a location with a caret under its column:
///
///        12 | "greeting" = "Hello"
///           |                     ^
enum SourceExcerpt {
    static func render(_ location: SourceLocation, lines: SourceLineCache, style: TerminalStyle) -> String {
        guard let line = lines.line(location.line, of: location.file) else { return "" }
        let number = String(location.line)
        let gutter = String(repeating: " ", count: max(6 - number.count, 1))
        // Keep tabs in the padding so the caret lines up however wide the terminal draws a tab.
        let padding = line.prefix(max(location.column - 1, 0)).map { $0 == "\t" ? "\t" : " " }.joined()
        let blank = String(repeating: " ", count: gutter.count + number.count)
        return "\(gutter)\(style.dim(number + " |")) \(line)\n"
            + "\(blank)\(style.dim(" |")) \(padding)\(style.green("^"))\n"
    }
}
