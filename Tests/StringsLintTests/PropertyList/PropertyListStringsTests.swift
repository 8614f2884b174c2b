import DevToolsCore
import Foundation
import Testing
@testable import StringsLint

/// `.strings` files written as XML or binary property lists, as GlotPress and other translation
/// platforms export them: Apple reads them, so their entries take part in every rule.
@Suite("Property-list .strings files")
struct PropertyListStringsTests {
    static func xml(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>

        """
    }

    @Test("an XML .strings file is read as a table: keys, decoded values, the <key> line and column")
    func xmlEntries() {
        let table = Lint.table(
            Self.xml("    <key>greeting</key>\n    <string>Hallo &amp; &lt;Welt&gt; %@</string>\n  <key>b</key><string></string>"))
        #expect(table.diagnostics.isEmpty)
        #expect(table.entries.map(\.key) == ["greeting", "b"])
        #expect(table.entries.first?.value == "Hallo & <Welt> %@")
        #expect(table.entries.first.map { "\($0.keyLine):\($0.keyColumn) \($0.valueLine)" } == "5:5 6")
        #expect(Lint.summary(Self.xml("    <key>greeting</key>\n    <string>Hallo</string>")).isEmpty)
    }

    @Test("XML .strings keep Apple's verdict: malformed XML is a syntax error, a non-string value is reported")
    func xmlVerdict() {
        #expect(Lint.summary(Self.xml("    <key>a</key>\n    <string>unclosed\n")).first?.hasSuffix("syntax-error") == true)
        #expect(AppleParser.parse(Data(Self.xml("    <key>a</key>\n    <string>unclosed\n").utf8)).accepted == false)
        #expect(Lint.summary(Self.xml("    <key>count</key>\n    <integer>3</integer>")) == ["6:5 non-string-value"])
        #expect(
            Lint.summary(Self.xml("    <key>a</key><string>A</string>\n    <key>a</key><string>B</string>")).contains("6:5 duplicate-key"))
        let array = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<array><string>a</string></array>\n</plist>\n"
        #expect(Lint.summary(array) == ["3:1 not-a-table"])
    }

    @Test("a binary .strings file is read through Foundation")
    func binary() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["b": "B", "a": "A %@", "n": 1], format: .binary, options: 0)
        let table = StringsFileReader.read(data: data, displayPath: Lint.path)
        #expect(table.entries.map(\.key) == ["a", "b", "n"])
        #expect(table.entries.first?.value == "A %@")
        #expect(Lint.diagnostics(data: data).map(\.ruleID) == ["non-string-value"])
        #expect(Lint.diagnostics(data: Data("bplist00 broken".utf8)).map(\.ruleID) == ["syntax-error"])
    }

    @Test("old-style text that starts with '<' is still data, not XML")
    func oldStyleData() {
        #expect(Lint.summary("<0fbd77>\n") == ["1:1 not-a-table"])
    }

    @Test("an XML translation takes part in the cross-locale rules: no false missing keys, real mismatches found")
    func crossLocale() throws {
        let folder = try StringsLinterTests.makeFolder([
            "en.lproj/Localizable.strings": Data("\"hello\" = \"Hello %@\";\n\"bye\" = \"Bye\";\n".utf8),
            "de.lproj/Localizable.strings": Data(
                Self.xml("<key>hello</key>\n<string>Hallo %d</string>\n<key>bye</key>\n<string>Tschüss</string>").utf8),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = StringsLinterTests.sourceFiles(in: folder, ["en.lproj/Localizable.strings", "de.lproj/Localizable.strings"])
        let found = try StringsLinter(configuration: ToolConfiguration(baseDirectory: folder.path)).lint(files)
        #expect(found.map { "\($0.location.file):\($0.location.line) \($0.ruleID)" } == ["de.lproj/Localizable.strings:6 format-mismatch"])
    }
}
