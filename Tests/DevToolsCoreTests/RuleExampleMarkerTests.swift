import DevToolsCore
import Testing

/// Markers (`↓`) come out of an example's text at the line and column, in characters, of the character
/// after them, whether the text is ASCII (read by bytes) or not (read by characters).
@Suite("Rule example markers")
struct RuleExampleMarkerTests {
    func stripped(_ text: String) -> (text: String, markers: [[Int]]) {
        let example = RuleExample(text, file: "f")
        return (example.files["f"] ?? "", example.markers.map { [$0.line, $0.column] })
    }

    @Test func asciiTextWithLineEndsOfBothKinds() {
        let result = stripped("a↓b\r\n↓c\nd ↓↓e\n↓")
        #expect(result.text == "ab\r\nc\nd e\n")
        #expect(result.markers == [[1, 2], [2, 1], [3, 3], [3, 3], [4, 1]])
    }

    @Test func nonASCIITextCountsCharacters() {
        let result = stripped("é↓x\r\n👍🏽↓y")
        #expect(result.text == "éx\r\n👍🏽y")
        #expect(result.markers == [[1, 2], [2, 2]])
    }

    @Test func aTextWithoutMarkersIsKept() {
        #expect(stripped("a\r\nb").text == "a\r\nb")
        #expect(stripped("a\r\nb").markers.isEmpty)
        #expect(stripped("ça\n").text == "ça\n")
    }

    @Test func aLoneCarriageReturnIsOneColumn() {
        #expect(stripped("a\r↓b").markers == [[1, 3]])
    }
}
