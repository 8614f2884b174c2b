import Testing

@testable import ProjectModel

/// What an old-style property list leaves open at its end.
@Suite struct OpenStepTruncationTests {
    func unclosed(_ text: String) -> String? { OpenStepTruncation.unclosed(in: Array(text.utf8)) }

    @Test func completeTextLeavesNothingOpen() {
        #expect(unclosed("// !$*UTF8*$!\n{ a = (b, \"c}\\\"(\", ); /* { ( */ d = e; // (\n}\n") == nil)
        #expect(unclosed("{ url = http://example.com/x; }") == nil)  // `//` inside an unquoted string is no comment
        #expect(unclosed("{ a = b; /*/ { */ }") == nil)
    }

    @Test func whatIsLeftOpen() {
        #expect(unclosed("{ a = { b = (c, ") == "3 dictionaries or lists")
        #expect(unclosed("{ a = b;") == "1 dictionary or list")
        #expect(unclosed("{ a = \"b; }") == "a quoted string")
        #expect(unclosed("{ a = b; /* }") == "a comment")
    }
}
