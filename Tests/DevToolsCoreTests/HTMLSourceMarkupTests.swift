import Testing

@testable import DevToolsCore

/// How the HTML report marks up text it shows: each format specifier of a source line kept in one
/// unbreakable span, and the `code` of a rule's summary as `<code>`; everything else escaped.
@Suite("HTML source and summary markup")
struct HTMLSourceMarkupTests {
    @Test(arguments: [
        (
            "\"a\" = \"%1$@ has %2$ld\";",
            "&quot;a&quot; = &quot;<span class=\"spec\">%1$@</span> has <span class=\"spec\">%2$ld</span>&quot;;"
        ),
        ("%.2f%% of %#@count@", "<span class=\"spec\">%.2f</span><span class=\"spec\">%%</span> of <span class=\"spec\">%#@count@</span>"),
        ("%-08lld <b>", "<span class=\"spec\">%-08lld</span> &lt;b&gt;"),
        ("50%! %#@@ and %y", "50%! %#@@ and %y"),
    ])
    func specifiersAreUnbreakableSpans(line: String, html: String) {
        #expect(HTMLSourceText.render(line) == html)
    }

    @Test(arguments: [
        ("such as `few` in ru", "such as <code>few</code> in ru"),
        ("`<b>` & `a`", "<code>&lt;b&gt;</code> &amp; <code>a</code>"),
        ("one ` alone", "one ` alone"),
        ("`a` and ` odd", "<code>a</code> and ` odd"),
    ])
    func backticksBecomeCode(summary: String, html: String) {
        #expect(HTMLInlineCode.render(summary) == html)
    }
}
