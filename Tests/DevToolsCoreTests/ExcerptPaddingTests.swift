@testable import DevToolsCore
import Testing

/// The blanks under an excerpt's line before its caret: plain ASCII is answered from its bytes, and must
/// give what asking each character's width and escape gives.
@Suite("Excerpt padding")
struct ExcerptPaddingTests {
    /// Each character's width or escaped length, as the general path computes it.
    func reference(_ text: String) -> String {
        text.map { character -> String in
            if character == "\t" { return "\t" }
            let escaped = String(character).escapingControlCharacters
            return String(repeating: " ", count: escaped == String(character) ? DisplayWidth.of(character) : escaped.count)
        }.joined()
    }

    @Test(
        "the ASCII shortcut and the general path agree",
        arguments: ["", "\"key.7\" = ", "\t\"indented\" =\t", "a\rb", "x\u{7F}y", "日本語 = ", "é😀 = ", "ab\u{1}c"])
    func agree(_ text: String) {
        #expect(SourceExcerpt.padding(under: text[...]) == reference(text))
    }

    @Test("tabs are kept so the caret lines up however wide a tab is drawn")
    func tabs() {
        #expect(SourceExcerpt.padding(under: "\t\"k\" =") == "\t     ")
    }
}
