import DevToolsTestSupport
import Foundation
import Testing

/// The HTML report as a browser draws it: headless Chromium renders the example's page at a desktop
/// (1280 px) and a phone (390 px) width, and each picture must be a PNG of that width that is not blank
/// (its PNG much larger than that of an empty page, which compresses to almost nothing).
///
/// Slow (a browser starts four times), so it runs only with `DEVTOOLS_SLOW_TESTS=1`; then a missing
/// `chromium` is a failure (see `SlowTests`).
@Suite("HTML report in a browser", .slowEndToEnd)
struct HTMLScreenshotTests {
    /// Renders `page` to a PNG `width` px wide and returns its bytes.
    static func screenshot(_ page: URL, width: Int, in folder: URL) throws -> Data {
        let output = folder.appendingPathComponent("\(page.deletingPathExtension().lastPathComponent)-\(width).png")
        let result = try ShellRunner.run(
            [
                "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--screenshot=\(output.path)",
                "--window-size=\(width),900", page.absoluteString,
            ], in: folder)
        try SlowTests.obtain(result, "chromium --headless --screenshot (apt-get install chromium)")
        return try Data(contentsOf: output)
    }

    /// The width in a PNG's IHDR header (bytes 16–19, big-endian), after checking the signature.
    static func pngWidth(_ png: Data) throws -> Int {
        let bytes = [UInt8](png.prefix(24))
        try #require(bytes.count == 24 && bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "not a PNG")
        return bytes[16...19].reduce(0) { $0 << 8 | Int($1) }
    }

    @Test(arguments: [1280, 390])
    func theReportRendersAtDesktopAndPhoneWidths(width: Int) throws {
        let folder = try TemporaryTree.make([
            "blank.html": "<!DOCTYPE html><html lang=\"en\"><head><title>blank</title></head><body></body></html>"
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try ExecutableRunner.run("lint-strings", ["--no-cache", "--format", "html", "Resources/Examples/SampleApp"])
        let page = folder.appendingPathComponent("report.html")
        try Data(report.stdout.utf8).write(to: page)

        let picture = try Self.screenshot(page, width: width, in: folder)
        let blank = try Self.screenshot(folder.appendingPathComponent("blank.html"), width: width, in: folder)
        #expect(try Self.pngWidth(picture) == width)
        #expect(try Self.pngWidth(blank) == width)
        #expect(
            picture.count > blank.count * 5,
            "the report's PNG (\(picture.count) bytes) looks blank next to an empty page's (\(blank.count))")
    }
}
