/// Text with nothing to translate: no word once its format specifiers (`%@`, `%1$lld`, `%#@count@`)
/// are taken out, such as `""`, `"%@"`, `"%1$@ – %2$@"`, `"#%d"`, and also `"4K"`, `"1080p"`, `"%@ x %@"` or
/// a one-letter toggle `"A"`. Every language shows it the same, so a translation it lacks is not
/// missing (Xcode's String Catalogs extract such keys from SwiftUI's `Text("\(name)")` and list them as
/// untranslated; IceCubesApp's catalog has `""` and `"%@"`; PlayCover's resolution picker was 5
/// `missing-key` warnings).
///
/// A word is a run of two or more letters not joined to a digit (`4K`, `A17`, `8GB` are codes, not
/// words), or one letter of a script that writes a word in one character (`是`, `예`): any letter
/// beyond ASCII counts. The specifiers are those `FormatStringParser` reads, so this and the format
/// rules always agree.
enum WordlessText {
    static func isWordless(_ text: String) -> Bool {
        var value = text
        return value.withUTF8 { bytes in
            // Most texts: ASCII with no specifier, read as bytes.
            if !bytes.contains(UInt8(ascii: "%")), let word = asciiHasWord(bytes) { return !word }
            var spans = SpecifierSpans(count: bytes.count)
            if bytes.contains(UInt8(ascii: "%")) { FormatStringParser.scan(bytes, into: &spans) }
            var rest: [UInt8] = []
            rest.reserveCapacity(bytes.count)
            for index in bytes.indices where !spans.covered[index] { rest.append(bytes[index]) }
            return !hasWord(String(decoding: rest, as: UTF8.self))
        }
    }

    /// `hasWord` for ASCII bytes; `nil` when a byte is not ASCII.
    private static func asciiHasWord(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var run = WordRun()
        for byte in bytes {
            if byte >= 0x80 { return nil }
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            if run.add(isLetter: isLetter, isDigit: byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) { return true }
        }
        return run.isWord
    }

    private static func hasWord(_ text: String) -> Bool {
        var run = WordRun()
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            if properties.isAlphabetic, !scalar.isASCII { return true }
            if run.add(isLetter: properties.isAlphabetic, isDigit: properties.numericType != nil) { return true }
        }
        return run.isWord
    }

    /// The run of letters and digits being read: a word when it has two letters or more and no digit.
    private struct WordRun {
        var letters = 0
        var hasDigit = false

        var isWord: Bool { letters >= 2 && !hasDigit }

        /// Adds one character; true when it ends a run that is a word.
        mutating func add(isLetter: Bool, isDigit: Bool) -> Bool {
            if isLetter {
                letters += 1
            } else if isDigit {
                hasDigit = true
            } else {
                if isWord { return true }
                (letters, hasDigit) = (0, false)
            }
            return false
        }
    }

    /// Marks the bytes of every specifier and variable name the parser reads.
    private struct SpecifierSpans: FormatStringSink {
        var covered: [Bool]

        init(count: Int) { covered = [Bool](repeating: false, count: count) }

        mutating func specifier(
            _ chars: UnsafeBufferPointer<UInt8>, from start: Int, through end: Int, position: Int?, kind: FormatArgumentKind,
            length: FormatLength
        ) {
            cover(start...end)
        }

        mutating func variable(_ chars: UnsafeBufferPointer<UInt8>, _ name: Range<Int>, position: Int?, percent: Int) { cover(name) }

        mutating func spaceFlag(_ chars: UnsafeBufferPointer<UInt8>, from start: Int, through end: Int) {}

        mutating func escapedPercent() {}

        mutating func invalidConversion(_ chars: UnsafeBufferPointer<UInt8>, at index: Int, percent: Int) {}

        mutating func finishPositions() {}

        private mutating func cover<Bounds: RangeExpression<Int>>(_ range: Bounds) {
            for index in range.relative(to: covered.indices) { covered[index] = true }
        }
    }
}
