import Testing
@testable import StringsLint

/// The sweep's lines and columns (it finds line feeds as it goes, and counts characters only on a line
/// that is not ASCII) must be those of `LineTable`, which finds every line start first, for every
/// character offset of texts with each kind of line break and non-ASCII text at every place.
@Suite("Position sweep")
struct PositionSweepTests {
    static let texts: [String] = [
        "\"a\" = \"A\";\n\"b\" = \"B\";\n", "abcdefg\nhijklmn\nop\n\n\n\nqrstuvwxyz0123456789\n",
        "é\nxé\nxxé\nxxxxxxxé\nxxxxxxxxé1\n" + String(repeating: "a", count: 20) + "é" + String(repeating: "b", count: 20),
        "ключ = \"знач\";\nkey = \"v\";\n\t\"键\" = \"x\";\n", "cafe\u{301} au lait\ncafe\u{301}\n12345678\u{301}",
        "a\r\nb\r\nc\rd\re\r\n\r\né\r\n", "\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n", "no line break at all, just a long line é é",
        "12345678\n1234567\n123456789\n", "é1234567\n", "1234567é\n1234567\né",
    ]

    @Test("lines and columns of every character offset agree with LineTable", arguments: texts)
    func agreesWithLineTable(text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let table = LineTable(buffer)
            let offsets = text.indices.map { text.utf8.distance(from: text.utf8.startIndex, to: $0) } + [bytes.count]
            var sweep = PositionSweep(buffer)
            for offset in offsets {
                let swept = sweep.position(of: offset)
                let expected = table.position(of: offset, in: buffer)
                #expect(swept.line == expected.line && swept.column == expected.column, "\(text.debugDescription) at \(offset)")
            }
        }
    }
}
