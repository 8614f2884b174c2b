import DevToolsCore
import Foundation
import Testing
@testable import StringsLint

/// Corners of Apple's grammar: the verdict and the table must be Apple's.
@Suite("Grammar corners, against Apple's parser")
struct GrammarParityTests {
    static let accepted: [String] = [
        "a = b;\nc;\n'd' = 'e';\n",
        "key.with/slashes:and$-_ = value.1;\n",
        "\"a\" = \"b\"; // comment at the end",
        "\"a\"=\"b\";/**/\"c\"=\"d\";",
        "\"a\" = abc//not-a-comment\n;\n",
        "\"a\" /* c */ = /* c */ \"b\" /* c */ ;\n",
        "\"a\" = \"b\";\u{2028}\"c\" = \"d\";\u{2029}",
        "\"a\" = \"b\";\r\n\"c\" = \"d\";\r",
        "\"a\" = \"multi\nline\nvalue\";\n",
        "{ \"a\" = \"b\"; }",
        "{}",
        "\"a\" = { b = c; d = (e, f, ); g = <0a0B 0c>; };\n",
        "\"a\" = ();\n\"b\" = <>;\n\"c\" = {};\n",
    ]

    static let rejected: [String] = [
        "\"a\" = \"b\"", "\"a\" = ;", "\"a\" = \"b\";;", "= \"b\";", "\"a\" \"b\";", "\"a\" = \"b\" \"c\";",
        "\"a\" = \"b\"; /", "\"a\" = \"b\"; /* x", "\"a\" = \"b\" /", "\"a\" = (\"b\";", "\"a\" = (\"b\" \"c\");",
        "\"a\" = { b = c };", "\"a\" = <0a1>;", "{ \"a\" = \"b\"; } ;", "{ \"a\" = \"b\";", "\"a\"", "(\"a\")",
        "<0a>", "\"a\" = \"b\";\n\"c", "\"a\" = \"b\\", "@\"a\" = \"b\";", "\"a\" = \"b\";\n}\n",
    ]

    @Test("texts Apple accepts whole: no syntax error and Apple's table", arguments: accepted)
    func acceptedTexts(text: String) {
        #expect(AppleParser.strictlyAccepts(text))
        #expect(Lint.syntaxErrors(text).isEmpty, "\(Lint.syntaxErrors(text).map(\.message))")
        guard let apple = AppleParser.parse(Data(text.utf8)).value as? [String: Any] else { return }
        let table = Lint.table(text)
        #expect(Set(table.entries.map(\.key)) == Set(apple.keys))
        for entry in table.entries where entry.valueKind == .string {
            #expect(apple[entry.key] as? String == entry.value)
        }
    }

    @Test("texts Apple rejects or stops early in: a syntax error", arguments: rejected)
    func rejectedTexts(text: String) {
        #expect(!AppleParser.strictlyAccepts(text))
        #expect(!Lint.syntaxErrors(text).isEmpty)
    }
}
