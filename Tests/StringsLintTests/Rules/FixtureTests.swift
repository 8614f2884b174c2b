import DevToolsCore
import Foundation
import Testing
@testable import StringsLint

/// A real excerpt kept in the test bundle, so the `\u` defect is covered even without ../shared.
@Suite("Fixtures")
struct FixtureTests {
    @Test("home-assistant's lowercase \\u203A: two warnings on line 3, and Apple's literal text")
    func lowercaseU() throws {
        let url = try #require(
            Bundle.module.url(forResource: "home-assistant-live-activity", withExtension: "strings", subdirectory: "Fixtures"))
        let data = try Data(contentsOf: url)
        let found = Lint.diagnostics(data: data)
        #expect(found.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" } == ["3:134 unknown-escape", "3:144 unknown-escape"])
        let table = StringsFileReader.read(data: data, displayPath: "Localizable.strings")
        #expect(table.dictionary["live_activity.frequent_updates.footer"]?.contains("Settings u203A %@ u203A Live") == true)
    }
}
