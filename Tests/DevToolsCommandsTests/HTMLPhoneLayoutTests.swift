import DevToolsTestSupport
import Foundation
import Testing

/// The HTML report as headless Chromium lays it out 390 px wide (a phone): nothing but the tables'
/// own scrolling frames is wider than the screen (a long path wraps instead of being cut off), no format
/// specifier is split across lines, and the plural table, wider than the screen, shows its scroll cue.
/// The page measures itself with a script added to it, and Chromium's `--dump-dom` returns the verdict.
///
/// Slow (a browser starts), so it runs only with `DEVTOOLS_SLOW_TESTS=1`; then a missing `chromium` is
/// a failure (see `SlowTests`).
@Suite("HTML report on a phone: the layout", .slowEndToEnd)
struct HTMLPhoneLayoutTests {
    static let measurement = """
        <script>
        (function () {
          var width = document.documentElement.clientWidth, problems = [];
          document.querySelectorAll("body *").forEach(function (element) {
            if (element.parentElement && element.parentElement.closest(".scroll")) { return; }
            var box = element.getBoundingClientRect();
            if (box.width > 0 && box.right > width + 1) {
              problems.push("wider than the screen: <" + element.tagName.toLowerCase() + " class=" + element.className + "> "
                + element.textContent.slice(0, 60));
            }
          });
          document.querySelectorAll(".spec").forEach(function (spec) {
            if (spec.getClientRects().length > 1) { problems.push("split across lines: " + spec.textContent); }
          });
          var cue = document.querySelector("#plurals .scroll-cue");
          if (!cue || cue.offsetParent === null) { problems.push("the plural table has no visible scroll cue"); }
          document.body.setAttribute("data-layout", problems.length ? problems.join(" ; ") : "fine");
        })();
        </script>
        """

    /// What the measurement says about `page` laid out `width` px wide.
    static func layout(of page: String, width: Int) throws -> String {
        let folder = try TemporaryTree.make(["report.html": page.replacingOccurrences(of: "</body>", with: measurement + "\n</body>")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ShellRunner.run(
            [
                "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=\(width),2000",
                "--dump-dom", folder.appendingPathComponent("report.html").absoluteString,
            ], in: folder)
        try SlowTests.obtain(result, "chromium --headless --dump-dom (apt-get install chromium)")
        let attribute = try #require(result.output.range(of: #"data-layout="[^"]*""#, options: .regularExpression))
        return String(result.output[attribute].dropFirst("data-layout=\"".count).dropLast())
    }

    @Test func nothingIsCutOffOrSplitAt390Pixels() throws {
        let (page, folder) = try PhoneReportProject.page()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.layout(of: page, width: 390) == "fine")
    }

    @Test func theMeasurementFindsACutOffPath() throws {
        // Guards the test above: a path that cannot wrap is reported.
        let (page, folder) = try PhoneReportProject.page()
        defer { try? FileManager.default.removeItem(at: folder) }
        let unwrappable = page.replacingOccurrences(of: "</style>", with: ".loc,ul.notes{white-space:nowrap}</style>")
        #expect(try Self.layout(of: unwrappable, width: 390).contains("wider than the screen"))
    }
}
