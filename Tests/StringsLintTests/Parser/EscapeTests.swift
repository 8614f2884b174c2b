import DevToolsCore
import Foundation
import Testing
@testable import StringsLint

/// Escapes decode exactly as Apple decodes them, and the suspicious ones are reported.
@Suite("Escapes")
struct EscapeTests {
    func value(_ literal: String) -> String? { Lint.table("\"k\" = \"\(literal)\";\n").entries.first?.value }

    func appleValue(_ literal: String) -> String? {
        (AppleParser.parse(Data("\"k\" = \"\(literal)\";\n".utf8)).value as? [String: String])?["k"]
    }

    @Test(
        "every escape Apple decodes gives Apple's result",
        arguments: [
            #"\n\t\r\"\\\'"#, #"\a\b\f\v"#, #"\101\60\0\1234\777"#, #"\U00e9\U20AC\UD83D\UDE00"#, #"\U12 \UZZ"#,
            #"\u203A \ה \@ \%"#, "\\\nnext line", "\\\r\nCRLF", #"\UD83D x"#, #"\UDE00"#,
        ])
    func sameAsApple(literal: String) {
        #expect(value(literal) == appleValue(literal), "\(literal.debugDescription)")
    }

    @Test("octal escapes \\200–\\377 follow NeXTSTEP Latin as Apple's do")
    func octalTable() {
        let literal = (0o200...0o377).map { "\\" + String($0, radix: 8) }.joined()
        #expect(value(literal) == appleValue(literal))
    }

    @Test("unknown escapes: a warning at the backslash that says what Apple shows")
    func unknown() {
        let found = Lint.diagnostics("\"k\" = \"Settings \\u203A General\";\n\"h\" = \"את\\ה\";\n")
        #expect(found.map(\.ruleID) == [UnknownEscapeRule.id, UnknownEscapeRule.id])
        #expect(found[0].location == SourceLocation(file: Lint.path, line: 1, column: 17))
        #expect(found[0].severity == .warning)
        #expect(
            found[0].message
                == "'\\u' is not an escape in .strings files: Apple drops the backslash and shows the text \"u203A\"; write '\\U' (uppercase) followed by four hex digits"
        )
        #expect(found[1].location == SourceLocation(file: Lint.path, line: 2, column: 10))
        #expect(
            found[1].message
                == "unknown escape '\\ה': Apple drops the backslash and keeps 'ה'; remove the backslash, or write '\\\\' for a literal backslash"
        )
    }

    @Test("known escapes and line continuations are not reported")
    func known() {
        #expect(Lint.diagnostics("\"k\" = \"\\\" \\\\ \\' \\n \\t \\r \\a \\b \\f \\v \\101 \\U00E9 \\\nnext\";\n").isEmpty)
    }

    @Test("\\U without four hex digits and lone surrogates are errors with Apple's reading")
    func invalidUnicode() {
        let found = Lint.diagnostics("\"k\" = \"\\Uzz \\U41x \\UD83D \\UDE00\";\n")
        #expect(found.map(\.ruleID) == Array(repeating: InvalidUnicodeEscapeRule.id, count: 4))
        #expect(found.map(\.location.column) == [8, 13, 19, 26])
        #expect(
            found[0].message
                == "'\\U' is not followed by hex digits, so Apple inserts U+0000 (NUL); write '\\U' and four hex digits, e.g. \\U00E9")
        #expect(found[1].message == "'\\U41' has only 2 hex digits: Apple reads U+0041; write four digits, e.g. \\U0041")
        #expect(
            found[2].message
                == "'\\UD83D' is half of a UTF-16 surrogate pair and is not a character on its own; write the pair (\\UD83D\\UDE00) or the character itself"
        )
    }

    @Test("escape findings of an entry that is itself broken are not reported")
    func brokenEntry() {
        let found = Lint.diagnostics("\"k\" = \"\\q\"\"\n\"j\" = \"J\";\n")
        #expect(found.map(\.ruleID) == [SyntaxErrorRule.id])
    }
}
