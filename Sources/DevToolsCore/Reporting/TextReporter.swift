/// The default, human format: findings grouped by file, each with its source line and a caret under the
/// column, related notes beneath, and a summary line. Colour only when the context allows it; control
/// characters in names, keys and values are shown escaped, so only our own styling reaches the terminal.
public struct TextReporter: Reporter {
    public init() {}

    public func write(_ report: LintReport, context: ReportContext, to output: inout ReportOutput) {
        let style = TerminalStyle(useColor: context.useColor)
        var currentFile: String?
        var paths = RecentPaths<String>()
        for (diagnostic, words) in report.wordedDiagnostics {
            let location = diagnostic.location
            if location.file != currentFile {
                if currentFile != nil { output.write("\n") }
                output.write(style.bold(location.file.escapingControlCharacters) + "\n")
                currentFile = location.file
            }
            // Written in pieces: a string made of them first was most of the time of a report of a
            // million findings.
            output.write("  ")
            output.write(String(location.line))
            output.write(":")
            output.write(String(location.column))
            output.write(": ")
            output.write(style.severity(diagnostic.severity))
            output.write(": ")
            output.write(words.singleLineMessage.escapingControlCharacters)
            if style.useColor {
                output.write(" " + style.dim("[" + diagnostic.ruleID + "]") + "\n")
            } else {
                output.write(" [")
                output.write(diagnostic.ruleID)
                output.write("]\n")
            }
            SourceExcerpt.write(location, lines: context.sourceLines, style: style, to: &output)
            for note in words.notes {
                output.write("    ")
                output.write(style.cyan("note"))
                output.write(": ")
                output.write(note.message.escapingControlCharacters)
                output.write(" (")
                if note.location.file != location.file {  // the file when it is another
                    output.write(paths.escaped(note.location.file))
                    output.write(":")
                }
                output.write(String(note.location.line))
                output.write(":")
                output.write(String(note.location.column))
                output.write(")\n")
                SourceExcerpt.write(note.location, lines: context.sourceLines, style: style, to: &output)
            }
        }
        if context.quiet { return }
        if !report.diagnostics.isEmpty { output.write("\n") }
        let summary = report.summaryLine
        output.write((report.count(.error) > 0 ? style.red(summary) : style.bold(summary)) + "\n")
    }
}
