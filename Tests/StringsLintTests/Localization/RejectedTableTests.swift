import DevToolsCore
import Foundation
import StringsLint
import Testing

/// A `.strings` table Apple's parser rejects (or silently stops early in) has its own finding; its
/// keys are not compared with other locales, so one mistake is one finding, not one per key (issue 27).
@Suite("A rejected table is its own finding, not missing-key noise")
struct RejectedTableTests {
    static let english = "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n"
    /// `“a” = “A”;` first: Apple rejects the file.
    static let smartQuotedFirst = "“a” = “A”;\n\"b\" = \"B\";\n\"c\" = \"C\";\n"
    /// `“b” = “B”;` after an entry: Apple stops there and loses the rest.
    static let smartQuotedLater = "\"a\" = \"A\";\n“b” = “B”;\n\"c\" = \"C\";\n"

    @Test(
        "a translation Apple rejects or stops early in: only its syntax finding",
        arguments: [(smartQuotedFirst, "syntax-error"), (smartQuotedLater, "silent-truncation"), ("\"a\" = \"A\"\n", "syntax-error")]
    )
    func rejectedTranslation(text: String, rule: String) throws {
        let found = try ShippingConventionsTests.lint(["App/en.lproj/L.strings": Self.english, "App/de.lproj/L.strings": text])
        #expect(found.map { $0.components(separatedBy: " ").last } == [rule], "\(found)")
    }

    @Test("a development-language table Apple rejects: its keys are unknown, so no translation lacks or adds one")
    func rejectedDevelopmentLanguage() throws {
        let found = try ShippingConventionsTests.lint([
            "App/en.lproj/L.strings": Self.smartQuotedFirst,
            "App/de.lproj/L.strings": "\"b\" = \"B\";\n\"d\" = \"D\";\n",
            "App/fr.lproj/L.strings": "\"z\" = \"Z\";\n",
        ])
        #expect(found == ["App/en.lproj/L.strings:1 error syntax-error"])
    }

    @Test("tables Apple reads whole are still compared")
    func readableTablesAreCompared() throws {
        let found = try ShippingConventionsTests.lint([
            "App/en.lproj/L.strings": Self.english, "App/de.lproj/L.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
        ])
        #expect(found == ["App/de.lproj/L.strings:1 warning missing-key"])
    }
}
