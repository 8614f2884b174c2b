/// The default, human format: findings grouped by file, each with its source line and a caret under the
/// column, related notes beneath, and a summary line. Colour only when the context allows it; control
/// characters in names, keys and values are shown escaped, so only our own styling reaches the terminal.
public struct TextReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport, context: ReportContext) -> String {
        let style = TerminalStyle(useColor: context.useColor)
        var output = ""
        var currentFile: String?
        for diagnostic in report.diagnostics {
            let location = diagnostic.location
            if location.file != currentFile {
                if currentFile != nil { output += "\n" }
                output += style.bold(location.file.escapingControlCharacters) + "\n"
                currentFile = location.file
            }
            output += "  \(location.line):\(location.column): \(style.severity(diagnostic.severity)): "
            output += "\(diagnostic.singleLineMessage.escapingControlCharacters) \(style.dim("[\(diagnostic.ruleID)]"))\n"
            output += SourceExcerpt.render(location, lines: context.sourceLines, style: style)
            for note in diagnostic.notes {
                let place =
                    note.location.file == location.file
                    ? "\(note.location.line):\(note.location.column)"
                    : "\(note.location.file.escapingControlCharacters):\(note.location.line):\(note.location.column)"
                output += "    \(style.cyan("note")): \(note.message.escapingControlCharacters) (\(place))\n"
                output += SourceExcerpt.render(note.location, lines: context.sourceLines, style: style)
            }
        }
        if context.quiet { return output }
        if !report.diagnostics.isEmpty { output += "\n" }
        let summary = report.summaryLine
        output += (report.count(.error) > 0 ? style.red(summary) : style.bold(summary)) + "\n"
        return output
    }
}
