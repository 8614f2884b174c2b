/// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`), escaped the way
/// GitHub's toolkit escapes them, so a message with `%`, `:` or a newline survives.
public struct GitHubActionsReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport, context: ReportContext) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            let command =
                switch diagnostic.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
            let location = diagnostic.location
            let properties = [
                "file=" + Self.escapeProperty(location.file.escapingControlCharacters),
                "line=\(location.line)",
                "col=\(location.column)",
                "title=" + Self.escapeProperty(diagnostic.ruleID),
            ].joined(separator: ",")
            // Each part escaped on its own (the log viewer renders ANSI escapes); the line breaks between
            // them are ours and survive as %0A.
            var message = diagnostic.message.escapingControlCharacters(keepingNewlines: true)
            for note in diagnostic.notes {
                let place = "\(note.location.file.escapingControlCharacters):\(note.location.line):\(note.location.column)"
                message += "\n\(place): \(note.message.escapingControlCharacters)"
            }
            output += "::\(command) \(properties)::\(Self.escapeData(message))\n"
        }
        return output
    }

    /// `%`, CR and LF, as `escapeData` in @actions/core.
    public static func escapeData(_ text: String) -> String {
        text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    /// Data escaping plus `:` and `,`, as `escapeProperty` in @actions/core.
    public static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    /// Literal replacement by Unicode scalar (so the CR of a CRLF pair is found too), without Foundation.
    func replacingAll(_ target: Unicode.Scalar, _ replacement: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar == target { result.append(contentsOf: replacement.unicodeScalars) } else { result.append(scalar) }
        }
        return String(result)
    }
}
