import DevToolsCore
import Foundation
import Testing
@testable import StringsLint

/// Encodings as Apple detects them, and files that are not text.
@Suite("Encodings")
struct EncodingTests {
    static let text = "/* é */\n\"a\" = \"Ä\";\n\"b\" = \"B\"\n"

    static func encoded(_ text: String, _ encoding: String.Encoding, bom: [UInt8]) -> Data {
        Data(bom) + text.data(using: encoding)!
    }

    @Test(
        "UTF-16 and UTF-32 with a byte order mark are read, with the same lines and columns",
        arguments: [
            (String.Encoding.utf16LittleEndian, [UInt8]([0xFF, 0xFE]), TextEncoding.utf16LittleEndian),
            (.utf16BigEndian, [0xFE, 0xFF], .utf16BigEndian),
            (.utf32LittleEndian, [0xFF, 0xFE, 0, 0], .utf32LittleEndian),
            (.utf32BigEndian, [0, 0, 0xFE, 0xFF], .utf32BigEndian),
        ])
    func wideEncodings(encoding: String.Encoding, bom: [UInt8], expected: TextEncoding) {
        let data = Self.encoded(Self.text, encoding, bom: bom)
        let table = StringsFileReader.read(data: data, displayPath: Lint.path)
        #expect(table.encoding == expected)
        #expect(table.entries.map(\.value) == ["Ä", "B"])
        #expect(table.diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["3:10"])
        #expect(AppleParser.parse(data).accepted == false)
    }

    @Test("a UTF-8 byte order mark is read and noted")
    func utf8BOM() {
        let found = Lint.diagnostics(data: Data([0xEF, 0xBB, 0xBF]) + Data("\"a\" = \"A\";\n".utf8))
        #expect(found.map(\.ruleID) == [UTF8BOMRule.id])
        #expect(found.first?.severity == .note)
        #expect(found.first?.message == "the file starts with a UTF-8 byte order mark; save it as UTF-8 without BOM")
        #expect(Lint.table("\u{FEFF}\"a\" = \"A\";").entries.first?.key == "a")
    }

    @Test("UTF-16 without a byte order mark is one error, not garbage")
    func bomLessUTF16() {
        let data = "\"a\" = \"A\";\n\"b\" = \"B\";\n".data(using: .utf16LittleEndian)!
        let found = Lint.diagnostics(data: data)
        #expect(found.count == 1)
        #expect(found.first?.ruleID == UnreadableEncodingRule.id)
        #expect(
            found.first?.message
                == "the file looks like UTF-16 without a byte order mark, which Apple's parser reads as UTF-8; save it as UTF-8, or as UTF-16 with a byte order mark"
        )
    }

    @Test("invalid UTF-8 is one error at the bad byte")
    func invalidUTF8() {
        let data = Data("\"a\" = \"A\";\n\"b\" = \"".utf8) + Data([0xC3, 0x28]) + Data("\";\n".utf8)
        let found = Lint.diagnostics(data: data)
        #expect(found.count == 1)
        #expect(found.first?.location == SourceLocation(file: Lint.path, line: 2, column: 8))
        #expect(
            found.first?.message == "the file is not valid UTF-8 (byte 0xC3 here); save it as UTF-8, or as UTF-16 with a byte order mark")
        #expect(!AppleParser.parse(data).accepted)
    }

    @Test("a NUL byte or a binary file is one error, never a crash")
    func binary() {
        let nul = Lint.diagnostics("\"a\" = \"A\";\n\"b\" = \"\u{0}\";\n")
        #expect(nul.count == 1)
        #expect(nul.first?.location.line == 2)
        #expect(
            nul.first?.message
                == "the file contains a NUL byte, so it is not text; is it a binary file? Save it as UTF-8 (or UTF-16 with a byte order mark)"
        )
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 0..<400, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let found = Lint.diagnostics(data: Data(bytes))
            #expect(found.filter { $0.ruleID == UnreadableEncodingRule.id }.count <= 1)
        }
        let badWide = Lint.diagnostics(data: Data([0xFF, 0xFE, 0x00, 0xD8]))
        #expect(badWide.map(\.ruleID) == [UnreadableEncodingRule.id])
    }

    @Test("empty and whitespace-only files are valid empty tables")
    func empty() {
        for text in ["", " ", "\n\n", "\t \r\n", "// only a comment", "/* c */\n"] {
            #expect(Lint.diagnostics(text).isEmpty, "\(text.debugDescription)")
            #expect(Lint.table(text).entries.isEmpty)
        }
    }

    @Test("the encoding policy: utf8 refuses UTF-16, utf16 refuses UTF-8, any accepts both")
    func policy() {
        let utf16 = Self.encoded("\"a\" = \"A\";\n", .utf16LittleEndian, bom: [0xFF, 0xFE])
        let utf8 = Data("\"a\" = \"A\";\n".utf8)
        #expect(Lint.diagnostics(data: utf16, encoding: "any").isEmpty)
        #expect(Lint.diagnostics(data: utf8, encoding: "utf8").isEmpty)
        #expect(Lint.diagnostics(data: utf16, encoding: "utf16").isEmpty)
        let refused = Lint.diagnostics(data: utf16, encoding: "utf8")
        #expect(refused.map(\.ruleID) == [FileEncodingRule.id])
        #expect(
            refused.first?.message
                == "the file is UTF-16LE, but the project's policy (encoding: utf8) is UTF-8; convert it, e.g. with iconv -f UTF-16 -t UTF-8"
        )
        #expect(
            Lint.diagnostics(data: utf8, encoding: "utf16").first?.message
                == "the file is UTF-8, but the project's policy (encoding: utf16) is UTF-16; convert it, e.g. with iconv -f UTF-8 -t UTF-16"
        )
    }
}
