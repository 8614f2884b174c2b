import DevToolsCore
import Testing

/// Escaping first asks the bytes, eight at a time, whether anything may need escaping; a character
/// that does is found at every offset, across word boundaries, and text that needs nothing is
/// returned as it is.
@Suite("Control characters found at any offset")
struct ControlCharacterScanTests {
    @Test(arguments: [
        ("\u{1B}", "\\u{1B}"), ("\u{7F}", "\\u{7F}"), ("\u{85}", "\\u{85}"), ("\u{2028}", "\\u{2028}"), ("\u{202E}", "\\u{202E}"),
        ("\n", "\\n"), ("\r", "\\r"), ("\u{0}", "\\u{0}"), ("\u{1F}", "\\u{1F}"),
    ])
    func escapedWhereverItIs(character: String, escaped: String) {
        for offset in 0...19 {
            let before = String(repeating: "a", count: offset), after = String(repeating: "b", count: 19 - offset)
            #expect((before + character + after).escapingControlCharacters == before + escaped + after, "at \(offset)")
        }
    }

    @Test func plainTextIsReturnedAsItIs() {
        for text in [
            "", "a", "'key.0' reads an integer (%d) where the base reads %@ — fine", "\tTabbed\ttext\t", "日本語 ü é ~ { } | ` \u{2026}",
        ] {
            #expect(text.escapingControlCharacters == text)
        }
        #expect("line\nnext".escapingControlCharacters(keepingNewlines: true) == "line\nnext")
    }
}
