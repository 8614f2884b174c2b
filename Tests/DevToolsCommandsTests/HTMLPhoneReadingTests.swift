import DevToolsTestSupport
import Foundation
import Testing

/// What the HTML report says in words and markup so that a phone shows it right: format specifiers
/// kept whole, rule summaries with code instead of backticks, a plural category whose absence is only a
/// note in the notes' colour, counts in good grammar, and a cue on tables that scroll sideways. How a
/// browser draws it at 390 px is `HTMLPhoneLayoutTests`.
@Suite("HTML report on a phone: the page")
struct HTMLPhoneReadingTests {
    @Test func formatSpecifiersAreKeptWholeInSourceLines() throws {
        let (page, folder) = try PhoneReportProject.page()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(page.contains("Willkommen zurück, <span class=\"spec\">%1$@</span>! Du hast <span class=\"spec\">%2$ld</span> neue"))
        #expect(page.contains(".spec{white-space:nowrap}"))
        #expect(!page.contains("word-break:break-all"), "breaks anywhere, even where a wrap is not needed")
    }

    @Test func ruleSummariesShowCodeNotBackticks() throws {
        let (page, folder) = try PhoneReportProject.page()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(page.contains("<p class=\"hint\">A plural lacks a category its language uses (CLDR), such as <code>few</code> in ru"))
        let findings = try #require(page.range(of: "<section id=\"findings\">"))
        #expect(!page[findings.lowerBound...].contains("`"))
    }

    @Test func aCategoryWhoseAbsenceIsANoteIsNotPaintedLikeAWarning() throws {
        let (page, folder) = try PhoneReportProject.page()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plurals = try #require(page.range(of: "<section id=\"plurals\">"))
        let table = page[plurals.lowerBound...]
        let row = { (locale: String) -> Substring in
            let start = table.range(of: "<tr><th scope=\"row\">\(locale)</th>")!
            return table[start.lowerBound..<table.range(of: "</tr>", range: start.upperBound..<table.endIndex)!.lowerBound]
        }
        // fr's many: a note (only exact millions use it); ru's few and many: warnings.
        #expect(row("fr").contains("<td class=\"cnote\">0/1<small>1 lacks it</small><small>rarely used</small></td>"))
        #expect(row("ru").components(separatedBy: "<td class=\"c0\">0/1<small>1 lacks it</small></td>").count == 3)
        #expect(page.contains(".cnote{background:#e3eeff"))
    }

    @Test func wideTablesSayTheyScrollSideways() throws {
        let (page, folder) = try PhoneReportProject.page()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cue = "<div class=\"wide\"><p class=\"scroll-cue\">Scroll sideways for more columns →</p><div class=\"scroll\">"
        #expect(page.components(separatedBy: cue + "<table class=\"grid plurals\">").count == 2)
        #expect(page.components(separatedBy: cue + "<table class=\"grid matrix\">").count == 2)
    }

    @Test(.requiresHTML5lib) func thePageIsValidHTML5() throws {
        let (page, folder) = try PhoneReportProject.page()
        defer { try? FileManager.default.removeItem(at: folder) }
        let problems = try HTML5Validator.problems(in: page)
        #expect(problems == nil, "\(problems ?? "")")
    }
}
