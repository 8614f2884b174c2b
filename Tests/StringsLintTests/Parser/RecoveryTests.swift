import DevToolsCore
import Foundation
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

/// The first error of a file is on the line a person has to edit (issue 13, point 9).
@Suite("Diagnosis where the mistake is")
struct StrayWordTests {
    @Test("an unquoted word after a complete entry is reported at the word, and the next entry is read")
    func strayWord() {
        let text = "\"a\" = \"b\"; oops\n\"c\" = \"d\";\n"
        let found = Lint.syntaxErrors(text)
        #expect(found.map { "\($0.location.line):\($0.location.column)" } == ["1:12"])
        #expect(
            found.first?.message
                == "'oops' is read as a key with no '=' after it; remove the stray text, or complete the entry as \"oops\" = \"…\";")
        #expect(Lint.table(text).entries.map(\.key) == ["a", "c"])
        #expect(!AppleParser.parse(Data(text.utf8)).accepted)
    }

    @Test("a stray word on a line of its own is reported there")
    func strayLine() {
        let found = Lint.syntaxErrors("\"a\" = \"b\";\nTODO\n\n\"c\" = \"d\";\n")
        #expect(found.map { "\($0.location.line):\($0.location.column)" } == ["2:1"])
    }

    @Test("a missing '=' on the same line is still reported where the '=' belongs")
    func missingEquals() {
        let found = Lint.syntaxErrors("\"a\" \"b\";\n")
        #expect(found.map { "\($0.location.line):\($0.location.column)" } == ["1:5"])
    }
}
