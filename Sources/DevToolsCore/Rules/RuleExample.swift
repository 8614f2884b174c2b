/// A piece of input that documents a rule. The rule's tests run every example, so the documentation
/// and the tests cannot drift apart.
///
/// `files` maps a relative path to its text; most examples are a single file. A cross-file rule (a
/// component in one file, its controller in another; a table in two locales) uses several.
///
/// In a triggering example, a `↓` (SwiftLint's marker) stands just before each character where a
/// finding must be reported: the tests strip the markers and check the line and column of every finding
/// against them, so a column regression or a misplaced later finding fails. Two findings at one place
/// are `↓↓`. An example whose text is built by code (a `.stringsdict` from a helper) is marked with
/// `marking(line:column:)` instead.
public struct RuleExample: Sendable, Hashable {
    /// The marker character.
    public static let markerCharacter: Character = "\u{2193}"

    /// Each file's text as written, markers in place. Stripped when asked: only the tests and the
    /// documentation ask, while every run builds its rules' descriptions, examples included (stripping
    /// them all up front was a tenth of an empty run's time).
    private let written: [String: String]
    public var primaryFile: String
    /// Markers added by `marking(line:column:)`.
    private var added: [SourceLocation] = []

    /// Each file's text, markers removed.
    public var files: [String: String] {
        Dictionary(uniqueKeysWithValues: written.map { file, text in (file, Self.strip(text, file: file).0) })
    }

    /// Where each finding must be (a file of the example, a 1-based line, and a 1-based column in
    /// characters, as findings count them), sorted.
    public var markers: [SourceLocation] {
        (written.flatMap { file, text in Self.strip(text, file: file).1 } + added).sorted()
    }

    public init(_ text: String, file: String) {
        self.init(files: [file: text], primaryFile: file)
    }

    public init(files: [String: String], primaryFile: String) {
        written = files
        self.primaryFile = primaryFile
    }

    /// The example with a marker at `line`/`column` of its primary file, for a text built by code.
    public func marking(line: Int, column: Int = 1) -> RuleExample {
        var copy = self
        copy.added.append(SourceLocation(file: primaryFile, line: line, column: column))
        return copy
    }

    /// `file`'s text with its markers put back where the example was written with them (the inverse of
    /// `strip`, counting lines and columns as it does), for documentation.
    public func markedText(_ file: String) -> String {
        guard let written = written[file] else { return "" }
        let text = Self.strip(written, file: file).0
        var pending = markers.filter { $0.file == file }[...]
        guard !pending.isEmpty else { return text }
        var result = ""
        var line = 1
        var column = 1
        for character in text {
            while let next = pending.first, next.line == line, next.column == column {
                result.append(Self.markerCharacter)
                pending = pending.dropFirst()
            }
            result.append(character)
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        for _ in pending { result.append(Self.markerCharacter) }  // at the very end
        return result
    }

    private static func strip(_ text: String, file: String) -> (String, [SourceLocation]) {
        if let stripped = stripASCII(text, file: file) { return stripped }
        guard text.contains(markerCharacter) else { return (text, []) }
        var plain = ""
        var markers: [SourceLocation] = []
        var line = 1
        var column = 1
        for character in text {
            if character == markerCharacter {
                markers.append(SourceLocation(file: file, line: line, column: column))
                continue
            }
            plain.append(character)
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (plain, markers)
    }

    /// `strip` by bytes, for a text that is ASCII apart from its markers (nearly every example): each
    /// character is then one byte, or `\r\n`. Every run of a linter builds its rules' examples, and
    /// walking them by characters took a few percent of linting a 20,000-file tree. `nil` for other text.
    private static func stripASCII(_ text: String, file: String) -> (String, [SourceLocation])? {
        let marker: (UInt8, UInt8, UInt8) = (0xE2, 0x86, 0x93)  // U+2193 in UTF-8
        var utf8 = text
        return utf8.withUTF8 { bytes -> (String, [SourceLocation])? in
            var plain: [UInt8] = []
            var markers: [SourceLocation] = []
            var line = 1
            var column = 1
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == marker.0, index + 2 < bytes.count, bytes[index + 1] == marker.1, bytes[index + 2] == marker.2 {
                    markers.append(SourceLocation(file: file, line: line, column: column))
                    index += 3
                    continue
                }
                guard byte < 0x80 else { return nil }
                plain.append(byte)
                index += 1
                var endsLine = byte == UInt8(ascii: "\n")
                if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") {
                    plain.append(bytes[index])  // `\r\n` is one character
                    index += 1
                    endsLine = true
                }
                if endsLine {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            return markers.isEmpty ? (text, []) : (String(decoding: plain, as: UTF8.self), markers)
        }
    }
}
