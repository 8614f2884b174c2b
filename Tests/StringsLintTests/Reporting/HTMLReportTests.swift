import DevToolsCore
import DevToolsTestSupport
import Foundation
import Testing

@testable import StringsLint

/// `lint-strings --format html`: the coverage lint-strings measures while comparing tables, and the page
/// that shows it (see `HTMLReportFixture` for the project).
@Suite("HTML report")
struct HTMLReportTests {
    /// The part of `page` from `start` up to the next `</section>` at its level or `end`.
    static func slice(_ page: String, from start: String, to end: String) throws -> Substring {
        let from = try #require(page.range(of: start))
        let to = page.range(of: end, range: from.upperBound..<page.endIndex)?.lowerBound ?? page.endIndex
        return page[from.lowerBound..<to]
    }

    @Test func theMatrixCountsMissingKeysAgainstTheDevelopmentLanguage() throws {
        let (report, page) = try HTMLReportFixture.run()
        let coverage = try #require(report.localizationCoverage)
        #expect(coverage.tables.map(\.name) == ["Localizable", "Plurals", "Settings"])
        let localizable = try #require(coverage.tables.first)
        let de = try #require(coverage.cell(locale: "de", table: localizable))
        #expect((de.keys, de.missing, de.untranslated, de.translated) == (10, 2, nil, 8))
        let matrix = try Self.slice(page, from: "<section id=\"coverage\">", to: "</section>")
        // A locale missing 2 of 10 keys: 80%, in words as well as colour.
        #expect(matrix.contains("<td class=\"c75\"><span class=\"pct\">80%</span><small>8/10</small><small>2 missing</small></td>"))
        #expect(matrix.contains("<span class=\"pct\">100%</span><small>10/10</small>"))  // fr, untranslated not counted
        // ja has no Settings table at all: every key missing, said so.
        #expect(matrix.contains("<td class=\"c0\"><span class=\"pct\">0%</span><small>0/4</small><small>table missing</small></td>"))
        #expect(matrix.contains("values identical to the development value are not counted"))
    }

    @Test func untranslatedValuesCountWhenTheRuleIsOn() throws {
        let (report, page) = try HTMLReportFixture.run(untranslated: true)
        let coverage = try #require(report.localizationCoverage)
        let fr = try #require(coverage.cell(locale: "fr", table: coverage.tables[0]))
        #expect((fr.missing, fr.untranslated, fr.translated) == (0, 1, 9))
        #expect(page.contains("<span class=\"pct\">90%</span><small>9/10</small><small>1 untranslated</small>"))
        // The matrix and the findings agree: one `untranslated` finding, in fr.
        #expect(report.diagnostics.filter { $0.ruleID == "untranslated" }.map(\.location.file) == ["App/fr.lproj/Localizable.strings"])
    }

    @Test func rowsAreTheLeastTranslatedLocaleFirst() throws {
        let (report, page) = try HTMLReportFixture.run()
        #expect(report.localizationCoverage?.localesWorstFirst == ["ja", "de", "fr"])
        let matrix = try Self.slice(page, from: "<section id=\"coverage\">", to: "</section>")
        let rows = ["ja", "de", "fr"].map { matrix.range(of: "<th scope=\"row\">\($0)</th>")?.lowerBound }
        #expect(rows.allSatisfy { $0 != nil })
        #expect(rows.compactMap { $0 } == rows.compactMap { $0 }.sorted())
    }

    @Test func keysAndValuesAreEscaped() throws {
        let (_, page) = try HTMLReportFixture.run()
        // ja lacks the key `<script>alert(1)</script>`: its finding shows it as text.
        #expect(page.contains("&#39;&lt;script&gt;alert(1)&lt;/script&gt;&#39; has no ja translation"))
        #expect(!page.contains("<script>alert"))
        #expect(page.components(separatedBy: "<script>").count == 2)  // the page's own filter script only
    }

    @Test func escapingKeepsControlCharactersAndNoncharactersOutOfThePage() {
        #expect(HTMLEscaping.escape("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&#39;")
        #expect(HTMLEscaping.escape("bell\u{7}\nline\u{202E}") == "bell\\u{7}\\nline\\u{202E}")
        let noncharacters = String(String.UnicodeScalarView([0xFFFE, 0xFDD0].compactMap(Unicode.Scalar.init)))
        #expect(HTMLEscaping.escape("x\(noncharacters)é") == "x\\u{FFFE}\\u{FDD0}é")
    }

    @Test func pluralRowsShowNeededCategoriesAgainstPresentOnes() throws {
        let (report, page) = try HTMLReportFixture.run()
        let rows = try #require(report.localizationCoverage?.plurals)
        let de = try #require(rows.first { $0.locale == "de" })
        #expect(de.needed == ["one", "other"])
        #expect((de.plurals, de.present) == (1, ["other": 1]))
        let table = try Self.slice(page, from: "<section id=\"plurals\">", to: "</section>")
        #expect(
            table.contains(
                "<tr><th scope=\"row\">de</th><td class=\"needs\">one, other</td><td>1</td><td class=\"cna\">—<small>not used</small></td>"
                    + "<td class=\"c0\">0/1<small>1 lacks it</small></td>"))
        // de, whose plural lacks a category, comes before en and fr, whose plurals are complete.
        let order = ["de", "en", "fr"].compactMap { table.range(of: "<th scope=\"row\">\($0)</th>")?.lowerBound }
        #expect(order.count == 3 && order == order.sorted())
    }

    @Test func findingsAreGroupedByRuleThenFile() throws {
        let (report, page) = try HTMLReportFixture.run()
        let findings = try Self.slice(page, from: "<section id=\"findings\">", to: "</main>")
        let missingKeys = report.diagnostics.filter { $0.ruleID == "missing-key" }
        #expect(Set(missingKeys.map(\.location.file)) == ["App/de.lproj/Localizable.strings", "App/ja.lproj/Localizable.strings"])
        // One section per rule, one heading per file within it, each finding with line:column and severity.
        #expect(findings.components(separatedBy: "<h3><code>missing-key</code>").count == 2)
        let section = try Self.slice(String(findings), from: "<h3><code>missing-key</code>", to: "<section class=\"rule\">")
        #expect(section.contains("— \(missingKeys.count) findings</h3>"))
        let de = try #require(section.range(of: "<h4>App/de.lproj/Localizable.strings</h4>"))
        let ja = try #require(section.range(of: "<h4>App/ja.lproj/Localizable.strings</h4>"))
        #expect(de.lowerBound < ja.lowerBound)
        #expect(section.components(separatedBy: "<h4>").count == 3)
        #expect(section.contains("<span class=\"loc\">1:1</span><span class=\"sev sev-warning\">warning</span>"))
        #expect(section.contains("<pre class=\"source\"><span class=\"ln\">1 | </span>"))
        #expect(findings.contains("<h3><code>missing-table</code>"))
        #expect(findings.contains("id=\"filter-box\" hidden"))  // shown by the script only
    }

    @Test(.requiresHTML5lib) func thePageIsValidHTML5() throws {
        let (_, page) = try HTMLReportFixture.run(untranslated: true)
        let problems = try HTML5Validator.problems(in: page)
        #expect(problems == nil, "\(problems ?? "")")
        // A page with no coverage (lint-components, `devtools lint`) and with hostile names is valid too.
        let report = LintReport(
            toolName: "lint-components", rules: [],
            diagnostics: [
                Diagnostic(
                    ruleID: "missing-scope", severity: .error,
                    location: SourceLocation(file: "a\u{1}<b>&.mm", line: 3, column: 2), message: "bad \(Unicode.Scalar(0xFFFF)!) </script>"
                )
            ], fileCount: 1)
        let other = HTMLReporter().render(report, context: ReportContext(useColor: false, workingDirectory: "/"))
        #expect(!other.contains("id=\"coverage\""))
        let otherProblems = try HTML5Validator.problems(in: other)
        #expect(otherProblems == nil, "\(otherProblems ?? "")")
    }

    @Test(.requiresHTML5lib) func theValidatorRejectsBrokenHTML() throws {
        // Guards the test above: strict html5lib really fails a page with a parse error.
        #expect(try HTML5Validator.problems(in: "<!DOCTYPE html><html><body><p>a</b></body></html>") != nil)
    }
}
