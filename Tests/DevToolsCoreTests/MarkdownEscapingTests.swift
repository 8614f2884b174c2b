import DevToolsCore
import Testing

/// `--format markdown` as GitHub renders it: text from the user's files and messages shows as written,
/// never as HTML, emphasis, a link or a new table column.
@Suite("Markdown escaping")
struct MarkdownEscapingTests {
    static func render(file: String, message: String) -> String {
        let finding = Diagnostic(
            ruleID: "missing-key", severity: .warning, location: SourceLocation(file: file, line: 2, column: 1), message: message)
        let report = LintReport(toolName: "lint-strings", rules: [], diagnostics: [finding], fileCount: 1)
        return MarkdownReporter().render(report, context: SampleReport.context())
    }

    @Test func htmlInAKeyIsShownAsText() {
        let output = Self.render(
            file: "App/de.lproj/Localizable.strings",
            message: "'<script>alert(1)</script>' and '<Component>Controller & co' have no de translation")
        #expect(!output.contains("<script>"))
        #expect(!output.contains("<Component>"))
        #expect(
            output.contains(
                "| '&lt;script&gt;alert(1)&lt;/script&gt;' and '&lt;Component&gt;Controller &amp; co' have no de translation |"))
    }

    @Test func markdownInAKeyCannotBecomeEmphasisALinkOrAColumn() {
        let output = Self.render(file: "App/a.strings", message: "'*bold* _it_ [x](y) `c` a|b ~~s~~ \\' is defined twice")
        #expect(output.contains("| '\\*bold\\* \\_it\\_ \\[x\\](y) \\`c\\` a\\|b \\~\\~s\\~\\~ \\\\' is defined twice |"))
        // Every row has exactly the table's five unescaped bars.
        let row = output.split(separator: "\n")[2]
        #expect(row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count == 5)
    }

    @Test func aPathIsACodeSpanThatABacktickOrABarCannotEnd() {
        #expect(MarkdownEscaping.codeSpan("App/<b>&.strings:1:2") == "`App/<b>&.strings:1:2`")
        #expect(MarkdownEscaping.codeSpan("a`b|c.strings") == "``a`b\\|c.strings``")
        #expect(MarkdownEscaping.codeSpan("`x`") == "`` `x` ``")
        #expect(Self.render(file: "App/we`ird.strings", message: "m").contains("| ``App/we`ird.strings:2:1`` | warning |"))
    }

    @Test func theSummaryLineIsEscapedToo() {
        var report = LintReport(toolName: "lint-strings", rules: [], diagnostics: [], fileCount: 0)
        report.nothingToLint = "Nothing to lint in <Sources>_old: no .strings files."
        #expect(
            MarkdownReporter().render(report, context: SampleReport.context())
                == "Nothing to lint in &lt;Sources&gt;\\_old: no .strings files.\n")
    }
}
