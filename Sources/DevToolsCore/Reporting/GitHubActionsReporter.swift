/// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`), escaped the way
/// GitHub's toolkit escapes them, so a message with `%`, `:` or a newline survives.
public struct GitHubActionsReporter: Reporter {
    public init() {}

    /// Written in pieces, each escaped on its own (escaping the joined message is escaping each part:
    /// the escapes replace single ASCII characters), with the last file's escaped path kept: one string
    /// made and escaped again per finding was most of the time of a report of a million findings.
    public func write(_ report: LintReport, context: ReportContext, to output: inout ReportOutput) {
        var lastFile: String?
        var fileProperty = ""
        for (diagnostic, words) in report.wordedDiagnostics {
            let command =
                switch diagnostic.severity {
                case .error: "::error file="
                case .warning: "::warning file="
                case .note: "::notice file="
                }
            let location = diagnostic.location
            if location.file != lastFile {
                fileProperty = Self.escapeProperty(location.file.escapingControlCharacters)
                lastFile = location.file
            }
            output.write(command)
            output.write(fileProperty)
            output.write(",line=")
            output.write(String(location.line))
            output.write(",col=")
            output.write(String(location.column))
            output.write(",title=")
            output.write(Self.escapeProperty(diagnostic.ruleID))
            output.write("::")
            // Each part escaped on its own (the log viewer renders ANSI escapes); the line breaks between
            // them are ours and survive as %0A.
            Self.writeEscaped(words.message.escapingControlCharacters(keepingNewlines: true), property: false, to: &output)
            for note in words.notes {
                output.write("%0A")
                Self.writeEscaped(note.location.file.escapingControlCharacters, property: false, to: &output)
                output.write(":")
                output.write(String(note.location.line))
                output.write(":")
                output.write(String(note.location.column))
                output.write(": ")
                Self.writeEscaped(note.message.escapingControlCharacters, property: false, to: &output)
            }
            output.write("\n")
        }
    }

    /// `%`, CR and LF, as `escapeData` in @actions/core.
    public static func escapeData(_ text: String) -> String {
        percentEscaping(text, property: false)
    }

    /// Data escaping plus `:` and `,`, as `escapeProperty` in @actions/core.
    public static func escapeProperty(_ text: String) -> String {
        percentEscaping(text, property: true)
    }

    /// What `byte` is written as, when it is escaped: every character escaped is ASCII, and an ASCII
    /// byte is never part of a longer character, so replacing bytes is replacing characters (the CR of
    /// a CRLF pair too).
    private static func escape(_ byte: UInt8, property: Bool) -> StaticString? {
        switch byte {
        case UInt8(ascii: "%"): "%25"
        case 0x0D: "%0D"
        case 0x0A: "%0A"
        case UInt8(ascii: ":") where property: "%3A"
        case UInt8(ascii: ","): property ? "%2C" : nil
        default: nil
        }
    }

    private static func percentEscaping(_ text: String, property: Bool) -> String {
        var output = ReportOutput()
        writeEscaped(text, property: property, to: &output)
        return output.text
    }

    /// The text escaped, written straight to the output in runs between the bytes escaped: a message
    /// with format specifiers has a `%` in nearly every finding.
    private static func writeEscaped(_ text: String, property: Bool, to output: inout ReportOutput) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices {
                guard let replacement = escape(bytes[index], property: property) else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                output.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                start = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
    }
}
