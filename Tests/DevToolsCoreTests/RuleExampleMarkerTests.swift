import Testing
@testable import DevToolsCore

/// An example that is ASCII apart from its markers is stripped over its bytes; the outcome must be that
/// of the walk character by character, which every other example takes.
@Suite("Rule example markers")
struct RuleExampleMarkerTests {
    static let texts = [
        "", "no marker", "↓at the start", "at the end↓", "↓↓two at once\n", "a\n↓b\n\n↓c",
        "crlf\r\n↓x\r\n↓", "lone cr\r↓x", "cr then marker then lf\r↓\nx", "tab\t↓x", "\"k\" = ↓\"v\";\n↓\"k\" = \"w\";\n",
    ]

    @Test("the byte walk gives the character walk's text and places", arguments: texts)
    func sameAsCharacterWalk(text: String) {
        let bytes = RuleExample.stripASCII(text, file: "f")
        let characters = RuleExample.stripCharacters(text, file: "f")
        #expect(bytes?.0 == characters.0)
        #expect(bytes?.1 == characters.1)
    }

    @Test("any other text is left to the character walk")
    func otherText() {
        #expect(RuleExample.stripASCII("caf\u{E9} ↓x", file: "f") == nil)
        #expect(RuleExample("caf\u{E9} ↓x", file: "f").markers == [SourceLocation(file: "f", line: 1, column: 6)])
    }
}
