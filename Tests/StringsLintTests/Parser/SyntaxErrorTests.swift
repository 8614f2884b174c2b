import DevToolsCore
import Testing
@testable import StringsLint

/// Each syntax message, at the place of the actual mistake.
@Suite("Syntax errors: message and position")
struct SyntaxErrorTests {
    func only(_ text: String) -> Diagnostic? {
        let found = Lint.syntaxErrors(text)
        #expect(found.count == 1, "\(found.map { "\($0.location.line):\($0.location.column) \($0.message)" })")
        return found.first
    }

    @Test("a missing ';' is reported at the end of the entry that lacks it, not at the next token")
    func missingSemicolon() {
        let error = only("\"a\" = \"A\"\n\n/* next */\n\"b\" = \"B\";\n")
        #expect(error?.location.line == 1)
        #expect(error?.location.column == 10)
        #expect(error?.message == "missing ';' at the end of this entry; add ';' after the value")
        #expect(only("\"a\" = \"A\";\n\"b\" = \"B\"")?.location == SourceLocation(file: Lint.path, line: 2, column: 10))
    }

    @Test("a missing '=' is reported at the token where it was expected")
    func missingEquals() {
        let error = only("\"a\" = \"A\";\n\"b\"   \"B\";\n")
        #expect(error?.location.line == 2)
        #expect(error?.location.column == 7)
        #expect(error?.message == "missing '=' between the key and the value; add '='")
    }

    @Test("a character that is neither '=' nor a value after the key")
    func expectedEquals() {
        let error = only("\"a\" ! \"A\";\n")
        #expect(error?.location.column == 5)
        #expect(error?.message == "expected '=' after the key, found '!'; write \"key\" = \"value\";")
    }

    @Test("an unterminated string is reported at its opening quote")
    func unterminatedString() {
        let error = only("\"a\" = \"A\";\n\"b\" = \"B;\n")
        #expect(error?.location == SourceLocation(file: Lint.path, line: 2, column: 7))
        #expect(error?.message == "this string is never closed; add the closing quote")
    }

    @Test("a string closed only by a later line's quote is reported on its own line")
    func runawayString() {
        let error = only("\"a\" = \"A;\n\"b\" = \"B\";\n")
        #expect(error?.location == SourceLocation(file: Lint.path, line: 1, column: 7))
        #expect(
            error?.message
                == "this string is not closed on its line and runs on to line 2, where the next quote closes it; add the missing closing quote"
        )
    }

    @Test("a comment that swallows the end of an entry is reported where it opens")
    func runawayComment() {
        let error = only("\"a\" = /* \"A\";\n\"b\" = \"B\"; /* c */\n\"d\" = \"D\";\n")
        #expect(error?.location == SourceLocation(file: Lint.path, line: 1, column: 7))
        #expect(
            error?.message
                == "this comment hides the rest of the entry, which runs on to line 3; close the comment or move it after the ';'")
    }

    @Test("a value that cannot start a value")
    func unexpectedValue() {
        let error = only("\"a\" = “A”;\n")
        #expect(error?.location.column == 7)
        #expect(error?.message == "expected a value, found '“'; write the value in straight double quotes (\"…\")")
    }

    @Test("the end of the file after '=' or after a key")
    func endOfFile() {
        #expect(only("\"a\" =   ")?.message == "the file ends where a value was expected; complete the entry as \"key\" = \"value\";")
        let afterKey = only("\"a\" = \"A\";\n\"b\"")
        #expect(afterKey?.location == SourceLocation(file: Lint.path, line: 2, column: 4))
        #expect(afterKey?.message == "the file ends after this key; complete the entry as \"key\" = \"value\";")
    }

    @Test("unclosed braces, parentheses and data; bad data")
    func unclosed() {
        #expect(only("{\n\"a\" = \"A\";\n")?.message == "the '{' opened on line 1 is never closed; add '}'")
        #expect(only("\"a\" = (\"x\", \"y\";\n")?.message == "the '(' opened on line 1 is never closed; add ')'")
        #expect(only("\"a\" = { \"b\" = \"c\"; ;\n")?.message == "the '{' opened on line 1 is never closed; add '}'")
        #expect(only("\"a\" = <0a0b\n")?.message == "the '<' opened on line 1 is never closed; add '>'")
        #expect(only("\"a\" = <0a1>;\n")?.message == "a data value needs two hex digits per byte; add the missing digit")
        #expect(
            only("\"a\" = <0a zz>;\n")?.message
                == "unexpected 'z' in a data value; only hex digits and spaces may stand between '<' and '>'")
    }

    @Test("nesting deeper than Apple allows")
    func tooDeep() {
        let deep = "\"a\" = " + String(repeating: "(", count: 600) + String(repeating: ")", count: 600) + ";\n"
        #expect(only(deep)?.message == "more than 512 nested arrays or dictionaries, which Apple's parser refuses; flatten the value")
        let fine = "\"a\" = " + String(repeating: "(", count: 500) + String(repeating: ")", count: 500) + ";\n"
        #expect(Lint.syntaxErrors(fine).isEmpty)
    }

    @Test("text after a braced table, a stray character inside one, a bad first character")
    func bracedAndStart() {
        #expect(only("{ \"a\" = \"A\"; } x")?.message == "unexpected 'x' after the end of the table; remove it")
        #expect(
            only("{ \"a\" = \"A\"; ; }")?.message
                == "expected a quoted key or the closing '}', found ';'; keys are written \"key\" = \"value\";")
        let start = only("@\"a\" = \"A\";\n")
        #expect(start?.ruleID == SyntaxErrorRule.id)
        #expect(
            start?.message
                == "a .strings file must start with an entry \"key\" = \"value\";, found '@'; remove the '@' (this is not Objective-C source)"
        )
    }
}
