import DevToolsCore
import Testing
@testable import StringsLint

/// After a mistake, reading resumes, so one run reports every independent mistake and no follow-on noise.
@Suite("Recovery after errors")
struct RecoveryTests {
    @Test("independent mistakes on several lines are all reported, once each")
    func everyMistake() {
        let text = """
            "a" = "A"
            "b" = "B";
            "c" "C";
            "d" = "D;
            "e" = "E";
            "f" = ;
            "g" = "G";;
            "h" = "H"
            """
        let found = Lint.syntaxErrors(text).map { "\($0.location.line) \($0.ruleID)" }
        #expect(found == ["1 syntax-error", "3 syntax-error", "4 syntax-error", "6 syntax-error", "7 silent-truncation", "8 syntax-error"])
    }

    @Test("entries around a mistake are still read")
    func entriesKept() {
        let table = Lint.table("\"a\" = \"A\"\n\"b\" = \"B\";\n\"c\" = \"C;\n\"d\" = \"D\";\n")
        #expect(table.entries.map(\.key) == ["a", "b", "d"])
        #expect(table.entries.map(\.keyLine) == [1, 2, 4])
    }

    @Test("a stray quote inside a line does not flag the lines after it")
    func strayQuote() {
        let found = Lint.syntaxErrors("\"a\" = \"A\"\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n")
        #expect(found.map(\.location.line) == [1])
    }

    @Test("a mistake inside a multi-line value does not cascade")
    func multiLineValue() {
        let found = Lint.syntaxErrors("\"a\" = \"line one\nline two\"\n\"b\" = \"B\";\n")
        #expect(found.map(\.location.line) == [2])
    }
}
