import Testing
@testable import StringsLint

/// A value is skimmed (read without decoding) and a key decoded; both must find the same string:
/// where it ends, whether it has escapes and whether it runs across lines, also when control
/// characters that the word test flags together with line breaks stand inside it, in every place of
/// an eight-byte word.
@Suite("Skimmed and decoded strings")
struct QuotedStringSkimTests {
    static func read(_ text: String, decoding: Bool) -> String {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var scanner = StringsScanner(bytes: buffer)
            guard let string = scanner.scanQuoted(decoding: decoding) else { return "unterminated at \(scanner.pos)" }
            return "\(string.contentEnd) \(string.hasEscapes) \(string.spansLines) \(string.hasASCIICodeEscapes) \(scanner.pos)"
        }
    }

    @Test("the same end, escapes and line breaks, with control characters at every place")
    func skimMatchesDecoding() {
        let insides = [
            "\t", "\u{0B}", "\u{0C}", "\u{0E}", "\u{01}\u{0E}", "\u{0D}\u{0E}", "\n", "\r", "\r\n", "\\n", "\\\"", "\\U0041", "\\U00E9",
        ]
        for inside in insides {
            for padding in 0..<10 {
                let text = "\"" + String(repeating: "a", count: padding) + inside + "bc\u{0E}de\" rest"
                #expect(Self.read(text, decoding: false) == Self.read(text, decoding: true), "\(text.debugDescription)")
            }
        }
        #expect(Self.read("\"a\tb\"", decoding: false) == "4 false false false 5")
        #expect(Self.read("\"a\nb\"", decoding: false) == "4 false true false 5")
    }
}
