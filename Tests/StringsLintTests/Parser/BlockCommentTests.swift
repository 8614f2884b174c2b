import Testing
@testable import StringsLint

/// Block comments between entries are searched only for their `*/`; inside an entry they are also
/// watched for line breaks. Either way a comment ends at the first `*/` after its `/*`.
@Suite("Block comments")
struct BlockCommentTests {
    @Test(
        "a comment ends at the first */ after its /*, with stars and slashes of every kind inside",
        arguments: [
            "/* a */\"k\" = \"v\";", "/***/\"k\" = \"v\";", "/* ** / * */\"k\" = \"v\";", "/*/ */\"k\" = \"v\";",
            "/* a\n * b\n **/\n\"k\" = \"v\";", "\"k\" /* a */ = /* b\n*/ \"v\" /**/;",
            "\"x\" = \"y\";\n/* */ /* \"z\" = \"w\"; */\n\"k\" = \"v\";",
        ])
    func endsAtFirstClose(text: String) {
        #expect(Lint.table(text).entries.map(\.key).last == "k", "\(text.debugDescription)")
        #expect(Lint.syntaxErrors(text).isEmpty, "\(text.debugDescription)")
    }

    @Test("a comment never closed, between entries or inside one, is reported where it opens")
    func neverClosed() {
        for text in ["\"a\" = \"A\";\n/* open *", "\"a\" = \"A\";\n\"b\" = /* open\n\"c\" = \"C\";"] {
            let table = Lint.table(text)
            #expect(table.entries.first?.key == "a", "\(text.debugDescription)")
            #expect(table.diagnostics.contains { $0.message.contains("never closed") && $0.location.line == 2 }, "\(text.debugDescription)")
        }
    }
}
