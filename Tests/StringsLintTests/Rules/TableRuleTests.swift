import DevToolsCore
import Testing
@testable import StringsLint

/// The rules over a table's entries: what they report, where, and what they say.
@Suite("Table rules")
struct TableRuleTests {
    @Test("duplicate-key: at the later definition, with a note at the first")
    func duplicateKey() {
        let found = Lint.diagnostics("\"a\" = \"1\";\n\"b\" = \"2\";\n  \"a\" = \"3\";\n")
        #expect(found.count == 1)
        let duplicate = found[0]
        #expect(duplicate.ruleID == DuplicateKeyRule.id)
        #expect(duplicate.severity == .error)
        #expect(duplicate.location == SourceLocation(file: Lint.path, line: 3, column: 3))
        #expect(duplicate.message == "duplicate key \"a\": Apple silently keeps only the last definition; remove one of them")
        #expect(
            duplicate.notes == [RelatedNote(message: "first defined here", location: SourceLocation(file: Lint.path, line: 1, column: 1))])
    }

    @Test("duplicate-key compares keys exactly as Apple: case and normalization matter, escapes do not")
    func exactKeys() {
        #expect(Lint.diagnostics("\"a\" = \"1\";\n\"A\" = \"2\";\n\"caf\u{E9}\" = \"3\";\n\"cafe\u{301}\" = \"4\";\n").isEmpty)
        #expect(Lint.diagnostics("\"\\U0041\" = \"1\";\nA = \"2\";\n").map(\.ruleID).contains(DuplicateKeyRule.id))
    }

    @Test("non-string-value, empty-key, empty-value, unquoted-string: message and place")
    func entryRules() {
        let found = Lint.diagnostics("\"a\" = (x);\n\"\" = \"B\";\n\"c\" = \"\";\nd = \"D\";\n\"e\" = E;\n")
        let summary = found.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.severity)" }
        #expect(
            summary == [
                "1:7 non-string-value error", "2:1 empty-key error", "3:7 empty-value warning",
                "4:1 unquoted-string note", "5:7 unquoted-string note",
            ])
        #expect(
            found[0].message == "this value is an array, not a string, so localized lookups of its key fail; write it as a quoted string")
        #expect(found[1].message == "the key is empty, so no lookup can find this entry; give it a key or remove it")
        #expect(found[2].message == "the value of \"c\" is empty, so the app shows blank text; translate it or remove the entry")
        #expect(found[3].message == "the key d is not quoted; write it as \"d\"")
        #expect(found[4].message == "the value E is not quoted; write it as \"E\"")
    }

    @Test("non-string-value names dictionaries and data too")
    func otherValues() {
        let messages = Lint.diagnostics("\"a\" = {};\n\"b\" = <00>;\n").map(\.message)
        #expect(
            messages == [
                "this value is a dictionary, not a string, so localized lookups of its key fail; write it as a quoted string",
                "this value is data, not a string, so localized lookups of its key fail; write it as a quoted string",
            ])
    }

    @Test("outer braces and a file that is not a table")
    func fileShape() {
        let braces = Lint.diagnostics("{\n  \"a\" = \"A\";\n}\n")
        #expect(braces.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.severity)" } == ["1:1 outer-braces note"])
        #expect(braces.first?.message == "the table is wrapped in '{ }'; remove the outer braces, which .strings files do not need")
        #expect(
            Lint.diagnostics("\"lonely\"").map(\.message) == [
                "the file holds a single string, not \"key\" = \"value\"; entries; add '= \"value\";' after the key"
            ])
        #expect(
            Lint.diagnostics("(a, b)").map(\.message) == [
                "the file holds an array, not \"key\" = \"value\"; entries; write it as a table of entries"
            ])
        #expect(
            Lint.diagnostics("<0a0b>").map(\.message) == [
                "the file holds a data value, not \"key\" = \"value\"; entries; write it as a table of entries"
            ])
    }
}
