import DevToolsTestSupport
import Foundation
import Testing

/// The HTML report's coverage is what a user of the locale sees: what Apple's parser returns. A table it
/// rejects translates nothing, and after a silent truncation only the entries before it count.
@Suite("HTML coverage: what Apple loads")
struct HTMLCoverageLoadTests {
    static let english = "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n\"d\" = \"D\";\n"

    static func plural(_ text: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>items</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d \(text)</string><key>other</key><string>%d \(text)s</string></dict></dict></dict></plist>

        """
    }

    /// The coverage section of `lint-strings --format html` over `files`.
    static func matrix(_ files: [String: String]) throws -> String {
        let folder = try TemporaryTree.make(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ExecutableRunner.run("lint-strings", ["--no-cache", "--format", "html", "."], in: folder)
        #expect(result.status == 1, "the tables have errors: \(result.stderr)")
        let start = try #require(result.stdout.range(of: "<section id=\"coverage\">"))
        let end = try #require(result.stdout.range(of: "</section>", range: start.upperBound..<result.stdout.endIndex))
        return String(result.stdout[start.lowerBound..<end.upperBound])
    }

    @Test func aTableWithASyntaxErrorTranslatesNothing() throws {
        let matrix = try Self.matrix([
            "en.lproj/Localizable.strings": Self.english,
            "de.lproj/Localizable.strings": "\"a\" = \"Ä\";\n\"b\" = \"B\"\n\"c\" = \"C\";\n\"d\" = \"D\";\n",  // missing ';'
        ])
        #expect(matrix.contains("<td class=\"c0\"><span class=\"pct\">0%</span><small>0/4</small><small>4 never loaded</small></td>"))
        #expect(matrix.contains("never loads (the file has a syntax error, or they follow a silent truncation)"))
    }

    @Test func afterASilentTruncationOnlyTheEntriesBeforeItCount() throws {
        let matrix = try Self.matrix([
            "en.lproj/Localizable.strings": Self.english,
            // Apple stops at the second ';' and never sees the missing ';' after "C".
            "fr.lproj/Localizable.strings": "\"a\" = \"À\";\n\"b\" = \"B\";;\n\"c\" = \"C\"\n\"d\" = \"D\";\n",
            "it.lproj/Localizable.strings": Self.english,
        ])
        #expect(matrix.contains("<td class=\"c50\"><span class=\"pct\">50%</span><small>2/4</small><small>2 never loaded</small></td>"))
        #expect(matrix.contains("<td class=\"c100\"><span class=\"pct\">100%</span><small>4/4</small></td>"))  // it: all loaded
    }

    @Test func aPluralInAStringsdictAppleCannotReadIsNotTranslated() throws {
        let matrix = try Self.matrix([
            "en.lproj/Localizable.stringsdict": Self.plural("item"),
            "de.lproj/Localizable.stringsdict": Self.plural("Ding").replacingOccurrences(of: "</plist>", with: ""),
        ])
        #expect(matrix.contains("<td class=\"c0\"><span class=\"pct\">0%</span><small>0/1</small><small>1 never loaded</small></td>"))
    }
}
