import DevToolsCore

/// A hand-written scanner over the UTF-8 bytes of a `.strings` file that follows the decisions of
/// Apple's old-style property-list parser (`CFOldStylePList.c`) byte for byte, so it accepts exactly
/// what Apple accepts, and that goes beyond it: it places each mistake where it is, and after an error
/// it resynchronises and reads on, so one run reports every independent mistake.
///
/// The grammar lives in extensions by topic: trivia, strings and escapes, values, entries, recovery.
struct StringsScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let end: Int
    /// Built on first use: only files with mistakes need line numbers while being read.
    private var lineTable: LineTable?
    var pos = 0
    var findings: [ScanFinding] = []
    /// Escape findings of the entry being read: kept only if the entry turns out well-formed, so a
    /// mispaired quote does not also produce escape warnings for text that is not really a string.
    var pendingFindings: [ScanFinding] = []
    /// Entries as read. Until `StringsFileReader` places them, `keyLine` and `valueLine` hold the byte
    /// offsets of the key and the value (no second array for them on large files).
    var entries: [StringsEntry] = []
    /// Indexes into `findings` of silent truncations, whose message gets the count of dropped entries.
    var truncationFindings: [Int] = []
    var scratch: [UInt8] = []
    /// Whether the string being read has its escapes decoded into `scratch`.
    var decoding = false
    /// Offset of a `/*` that `skipTrivia` found never closed.
    var unterminatedComment: Int?
    /// Set while an entry is being read: the first part of it that runs across lines.
    var insideEntry = false
    var spanningPart: SpanningPart?
    /// Offset of the `{` when the file is written inside `{ … }`.
    var outerBrace: Int?
    /// Where `scanEntries(pauseAt:)` stopped: the start of the next entry.
    var pausedAt: Int?
    /// Texts from this size are read in two halves at once (`scanEntriesInHalves`).
    var halvesFromSize = StringsScanner.defaultHalvesFromSize

    /// The file's bytes, kept by entries whose values are decoded on demand.
    let source: StringsSource?
    /// Whether each string value gets its `FormatSummary` (for the cross-locale checks), made while its
    /// decoded bytes are at hand.
    var summarizesFormats = false

    /// `reading`: how many bytes this scanner will read (the whole text unless it reads half of it).
    init(bytes: UnsafeBufferPointer<UInt8>, source: StringsSource? = nil, reading: Int? = nil) {
        self.bytes = bytes
        self.source = source
        // Real files average about 90 bytes an entry (comments included): reserve about that many.
        entries.reserveCapacity((reading ?? bytes.count) / 96)
        self.end = bytes.count
    }

    /// Adds an entry. When the array is full, it grows to what the rest of the text will need at the
    /// rate seen so far (doubling would leave up to half of a large table's array unused).
    mutating func append(_ entry: consuming StringsEntry) {
        if entries.count == entries.capacity, pos > 0, pos < end {
            let expected = Int(Double(entries.count) * Double(end) / Double(pos) * 1.1) + 16
            entries.reserveCapacity(max(expected, entries.count + 16))
        }
        entries.append(consume entry)
    }

    mutating func report(_ rule: ScanRule, at offset: Int, _ message: String) {
        findings.append(ScanFinding(rule: rule, offset: offset, message: message))
    }

    mutating func syntaxError(at offset: Int, _ message: String) {
        report(.syntaxError, at: offset, message)
    }

    /// The character at `offset` as the user would quote it in a message.
    func characterDescription(at offset: Int) -> String {
        guard offset < end else { return "the end of the file" }
        var length = 1
        let lead = bytes[offset]
        if lead >= 0xF0 { length = 4 } else if lead >= 0xE0 { length = 3 } else if lead >= 0xC0 { length = 2 }
        let slice = UnsafeBufferPointer(rebasing: bytes[offset..<min(offset + length, end)])
        let text = String(decoding: slice, as: UTF8.self)
        guard let scalar = text.unicodeScalars.first else { return "'?'" }
        switch scalar.value {
        case 0x0A, 0x0D: return "a line break"
        case 0..<0x20, 0x7F, 0x80..<0xA0: return "the control character U+\(hex(scalar.value))"
        default: break
        }
        if scalar.properties.isWhitespace || scalar.properties.generalCategory == .format {
            return "the invisible character U+\(hex(scalar.value))"
        }
        return "'\(text)'"
    }

    func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    var lines: LineTable {
        mutating get {
            if let lineTable { return lineTable }
            let table = LineTable(bytes)
            lineTable = table
            return table
        }
    }

    mutating func lineNumber(of offset: Int) -> Int { lines.line(of: offset) }
}
