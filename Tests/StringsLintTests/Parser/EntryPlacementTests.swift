import Foundation
import Testing
@testable import StringsLint

/// Entries placed in two halves at once must get the lines and columns of one sweep from the start,
/// wherever the middle entry falls: alone on its line, after another entry on the same line, after
/// line breaks of every kind, or after non-ASCII text that columns count by character.
@Suite("Placing entries in halves")
struct EntryPlacementTests {
    static let texts: [String] = [
        "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n\"d\" = \"D\";\n",
        "\"a\" = \"A\"; \"b\" = \"B\"; \"c\" = \"C\"; \"d\" = \"D\";\n",
        "\"a\" = \"A\";\n\"b\" = \"B\"; \"c\" = \"C\";\n\"d\" = \"D\";\n",
        "\"a\" = \"A\";\r\n\"b\" = \"B\";\r\n\"c\" = \"C\";\r\n\"d\" = \"D\";\r\n",
        "\"a\" = \"A\";\r\"b\" = \"B\";\r\"c\" = \"C\";\r\"d\" = \"D\";\r",
        "\"a\" = \"A\";\r\n\"b\" = \"B\";\r\"c\" = \"C\";\n\"d\" = \"D\";\r\"e\" = \"E\";",
        "\"ключ\" = \"A\";\n\"κλειδί\" = \"B\"; \"键\" = \"C\";\n\t\"cafe\u{301}\" = \"D\";\n",
        "\"a\" =\n  \"A\";\n\"b\" = \"multi\nline\";\n\"c\"\n=\n\"C\";\n/* a\ncomment */ \"d\" = \"D\";\n",
        "\"only\" = \"one\";",
        "",
    ]

    /// Each text read once, then placed whole and in halves from the scanner's offsets.
    @Test("the halves give the positions of one sweep", arguments: texts)
    func halvesMatchOneSweep(text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = StringsScanner(bytes: buffer)
            scanner.scanFile()
            var whole = scanner.entries
            var halves = scanner.entries
            _ = EntryPlacement.place(&whole, in: buffer, inHalves: false)
            _ = EntryPlacement.place(&halves, in: buffer, inHalves: true)
            #expect(halves == whole, "\(text.debugDescription)")
        }
    }

    @Test("a line break of each kind before the middle entry moves its line, not its column")
    func lineBreakBeforeMiddle() {
        let text = "\"a\" = \"A\";\r\n\"b\" = \"B\";\r\"c\" = \"C\";"
        let table = StringsFileReader.read(data: Data(text.utf8), displayPath: "t.strings", summarizesFormats: false, halvesFromSize: 0)
        #expect(table.entries.map { "\($0.keyLine):\($0.keyColumn)" } == ["1:1", "2:1", "3:1"])
    }
}
