import DevToolsCore
import Foundation
import Testing

/// `trimmingWhitespace` is what Foundation's `trimmingCharacters(in: .whitespaces)` gives: baselines
/// and SARIF fingerprints written before it must still match.
@Suite("Trimming whitespace as Foundation does")
struct WhitespaceTrimmingTests {
    @Test func everyCharacterOfTheBasicPlaneAtEitherEnd() {
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "\(scalar)a \(scalar) b\(scalar)"
            #expect(text.trimmingWhitespace == text.trimmingCharacters(in: .whitespaces), "U+\(String(value, radix: 16))")
        }
    }

    @Test(arguments: ["", " ", "\t \u{3000}", "  \"key\" = \"value\";\t", " \u{301}x ", "x\u{A0}", "\u{2028}a\u{2028}", "e\u{301} "])
    func linesOfTables(text: String) {
        #expect(text.trimmingWhitespace == text.trimmingCharacters(in: .whitespaces))
        #expect(text[...].trimmingWhitespace == text.trimmingCharacters(in: .whitespaces))
    }
}
