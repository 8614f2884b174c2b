import DevToolsCore
import Foundation
import Testing
@testable import StringsLint

/// Characters at which Apple's parser silently ends a `.strings` table.
@Suite("Silent truncation")
struct SilentTruncationTests {
    func truncation(_ text: String) -> Diagnostic? {
        let found = Lint.syntaxErrors(text)
        #expect(found.count == 1 && found.first?.ruleID == SilentTruncationRule.id, "\(found.map(\.message))")
        return found.first
    }

    @Test("';;' — at the second ';', with the number of entries Apple drops")
    func doubleSemicolon() {
        let found = truncation("\"a\" = \"A\";;\n\"b\" = \"B\";\n\"c\" = \"C\";\n")
        #expect(found?.location == SourceLocation(file: Lint.path, line: 1, column: 11))
        #expect(
            found?.message
                == "';' cannot start a key, so Apple's parser silently stops reading the file here; remove the extra ';' (2 entries after it are lost)"
        )
        #expect(Lint.table("\"a\" = \"A\";;\n\"b\" = \"B\";\n").entries.map(\.key) == ["a", "b"])
    }

    @Test("each truncation counts the entries after it")
    func droppedCounts() {
        let found = Lint.syntaxErrors("\"a\" = \"A\";;\n\"b\" = \"B\";;\n\"c\" = \"C\";;\n")
        #expect(found.map { $0.message.hasSuffix("(2 entries after it are lost)") } == [true, false, false])
        #expect(found.map { $0.message.hasSuffix("(1 entry after it is lost)") } == [false, true, false])
        #expect(found.last?.ruleID == StrayTextRule.id)
        #expect(
            found.last?.message
                == "stray ';' after the last entry: Apple's parser stops here without losing an entry today, but any entry added below it would be silently dropped; remove it"
        )
    }

    @Test("a stop with only blanks after it drops nothing: a stray-text warning, not a truncation")
    func strayText() {
        let found = Lint.diagnostics("\"a\" = \"A\";\n\"b\" = \"B\";\"\n\n")
        #expect(
            found.map { "\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.ruleID)" } == ["2:11 warning stray-text"])
        #expect(AppleParser.parse(Data("\"a\" = \"A\";\n\"b\" = \"B\";\"\n\n".utf8)).value as? [String: String] == ["a": "A", "b": "B"])
        // Text after the stop that was meant as an entry is lost: still a truncation.
        #expect(Lint.diagnostics("\"a\" = \"A\";\n“b” = “B”;\n").map(\.ruleID) == [SilentTruncationRule.id])
    }

    @Test("typographic quotes, '@\"…\"', a stray '}', a no-break space")
    func stopCharacters() {
        #expect(
            truncation("\"a\" = \"A\";\n“b” = “B”;\n")?.message
                == "'“' cannot start a key, so Apple's parser silently stops reading the file here; use straight double quotes (\") around keys and values"
        )
        #expect(truncation("\"a\" = \"A\";\n@\"b\" = @\"B\";\n")?.location.line == 2)
        let brace = truncation("\"a\" = \"A\";\n}\n\"b\" = \"B\";\n")
        #expect(
            brace?.message
                == "'}' cannot start a key, so Apple's parser silently stops reading the file here; remove the stray '}' (1 entry after it is lost)"
        )
        let space = truncation("\"a\" = \"A\";\n\u{00A0}\"b\" = \"B\";\n")
        #expect(space?.location == SourceLocation(file: Lint.path, line: 2, column: 1))
        #expect(
            space?.message
                == "the invisible character U+00A0 cannot start a key, so Apple's parser silently stops reading the file here; replace it with a plain space or remove it (1 entry after it is lost)"
        )
        // The entry after the no-break space is still read, for the other rules.
        #expect(Lint.table("\"a\" = \"A\";\n\u{00A0}\"b\" = \"B\";\n").entries.map(\.key) == ["a", "b"])
    }

    @Test("an unclosed '/*' or an unclosed key string")
    func unclosed() {
        let comment = truncation("\"a\" = \"A\";\n/* old:\n\"b\" = \"B\";\n")
        #expect(comment?.location == SourceLocation(file: Lint.path, line: 2, column: 1))
        #expect(comment?.message == "this comment is never closed, so Apple's parser silently ignores the rest of the file; add '*/'")
        let key = truncation("\"a\" = \"A\";\n\"b = B;\n")
        #expect(key?.location == SourceLocation(file: Lint.path, line: 2, column: 1))
        #expect(
            key?.message == "this string is never closed, so Apple's parser silently stops reading the file here; add the closing quote")
        #expect(truncation("/* only a comment, never closed")?.location.line == 1)
    }

    @Test("a stray quote before the closing brace of a braced table")
    func strayQuoteInBraces() {
        let found = truncation("{\n\"a\" = \"A\";\n' }\n")
        #expect(found?.location == SourceLocation(file: Lint.path, line: 3, column: 1))
        #expect(
            found?.message
                == "this quote is never closed, so Apple's parser silently skips it and ends the table at the next '}'; remove it or close the string"
        )
        #expect(AppleParser.parse(Data("{\n\"a\" = \"A\";\n' }\n".utf8)).accepted)
    }

    @Test("Apple stops silently, but rejects the same text inside braces")
    func appleParity() {
        for text in ["\"a\" = \"A\";;\n\"b\" = \"B\";\n", "\"a\" = \"A\";\n“b” = “B”;\n", "\"a\" = \"A\";\n/* x\n"] {
            #expect(AppleParser.parse(Data(text.utf8)).accepted)
            #expect(!AppleParser.strictlyAccepts(text))
        }
    }
}
