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

    /// Each file's text, markers removed.
    public private(set) var files: [String: String]
    public var primaryFile: String
    /// Where each finding must be (a file of the example, a 1-based line, and a 1-based column in
    /// characters, as findings count them), sorted.
    public private(set) var markers: [SourceLocation]

    public init(_ text: String, file: String) {
        self.init(files: [file: text], primaryFile: file)
    }

    public init(files: [String: String], primaryFile: String) {
        var stripped: [String: String] = [:]
        var markers: [SourceLocation] = []
        for (file, text) in files {
            let (plain, found) = Self.strip(text, file: file)
            stripped[file] = plain
            markers += found
        }
        self.files = stripped
        self.primaryFile = primaryFile
        self.markers = markers.sorted()
    }

    /// The example with a marker at `line`/`column` of its primary file, for a text built by code.
    public func marking(line: Int, column: Int = 1) -> RuleExample {
        var copy = self
        copy.markers = (markers + [SourceLocation(file: primaryFile, line: line, column: column)]).sorted()
        return copy
    }

    private static func strip(_ text: String, file: String) -> (String, [SourceLocation]) {
        stripASCII(text, file: file) ?? stripCharacters(text, file: file)
    }

    /// The markers' places, walking the text character by character (columns count characters).
    static func stripCharacters(_ text: String, file: String) -> (String, [SourceLocation]) {
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

    /// `strip` for a text that is ASCII apart from its markers (nearly every example), over its bytes:
    /// every run builds every rule's examples, and walking them character by character took a few
    /// milliseconds of each run. Each byte is a character, except `\r\n`, one line break as in
    /// `strip`. Nil for any other text.
    static func stripASCII(_ text: String, file: String) -> (String, [SourceLocation])? {
        let bytes = Array(text.utf8)
        var plain: [UInt8] = []
        plain.reserveCapacity(bytes.count)
        var markers: [SourceLocation] = []
        var line = 1
        var column = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x86, bytes[index + 2] == 0x93 {  // ↓
                markers.append(SourceLocation(file: file, line: line, column: column))
                index += 3
                continue
            }
            guard byte < 0x80 else { return nil }
            plain.append(byte)
            index += 1
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte != 0x0D || index == bytes.count || bytes[index] != 0x0A {
                column += 1
            }
        }
        return (String(decoding: plain, as: UTF8.self), markers)
    }
}
