/// Text with nothing to translate: no letter once its format specifiers (`%@`, `%1$lld`, `%#@count@`)
/// are taken out, such as `""`, `"%@"`, `"%1$@ – %2$@"` or `"#%d"`. Every language shows it the same,
/// so a translation it lacks is not missing (Xcode's String Catalogs extract such keys from SwiftUI's
/// `Text("\(name)")` and list them as untranslated; IceCubesApp's catalog has `""` and `"%@"`).
///
/// The specifiers are those `FormatStringParser` reads, so this and the format rules always agree.
enum WordlessText {
    static func isWordless(_ text: String) -> Bool {
        var value = text
        return value.withUTF8 { bytes in
            var spans = SpecifierSpans(count: bytes.count)
            if bytes.contains(UInt8(ascii: "%")) { FormatStringParser.scan(bytes, into: &spans) }
            var rest: [UInt8] = []
            rest.reserveCapacity(bytes.count)
            for index in bytes.indices where !spans.covered[index] { rest.append(bytes[index]) }
            return !String(decoding: rest, as: UTF8.self).unicodeScalars.contains { $0.properties.isAlphabetic }
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

        mutating func variable(_ chars: UnsafeBufferPointer<UInt8>, _ name: Range<Int>) { cover(name) }

        mutating func spacedObject(_ chars: UnsafeBufferPointer<UInt8>, from start: Int, through end: Int) { cover(start...end) }

        mutating func invalidConversion(_ chars: UnsafeBufferPointer<UInt8>, at index: Int, percent: Int) {}

        mutating func finishPositions() {}

        private mutating func cover<Bounds: RangeExpression<Int>>(_ range: Bounds) {
            for index in range.relative(to: covered.indices) { covered[index] = true }
        }
    }
}
