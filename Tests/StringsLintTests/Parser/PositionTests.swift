import DevToolsCore
import Testing
@testable import StringsLint

/// Lines and columns as an editor shows them.
@Suite("Positions")
struct PositionTests {
    @Test("columns count characters, not bytes; tabs count one")
    func graphemeColumns() {
        let table = Lint.table("\"schlüssel\" = \"Wert\";\n\t\"👩‍👩‍👧\" = \"x\";\n")
        #expect(table.entries.map { "\($0.keyLine):\($0.keyColumn)-\($0.valueLine):\($0.valueColumn)" } == ["1:1-1:15", "2:2-2:8"])
    }

    @Test(
        "columns after Cyrillic, Greek, combining marks and CJK keys",
        arguments: [
            ("ключ", 10), ("κλειδί", 12), ("cafe\u{301}", 10), ("键", 7), ("a\u{0483}b", 8),
        ])
    func valueColumns(key: String, column: Int) {
        let entry = Lint.table("\"\(key)\" = \"x\";\n").entries.first
        #expect(entry?.valueColumn == column, "\(key.debugDescription)")
    }

    @Test("\\n, \\r\\n and a lone \\r each end a line")
    func lineEndings() {
        let table = Lint.table("\"a\" = \"A\";\r\n\"b\" = \"B\";\r\"c\" = \"C\";\n\"d\" = \"D\";")
        #expect(table.entries.map(\.keyLine) == [1, 2, 3, 4])
        let error = Lint.syntaxErrors("\"a\" = \"A\";\r\n\"b\" = \"B\"\r\"c\" = \"C\";")
        #expect(error.map { "\($0.location.line):\($0.location.column)" } == ["2:10"])
    }

    @Test("a value on a later line than its key")
    func valueOnLaterLine() {
        let entry = Lint.table("\"a\" =\n    \"A\";\n").entries.first
        #expect(entry?.valueLine == 2)
        #expect(entry?.valueColumn == 5)
    }
}
