import DevToolsCore
import Foundation
import Testing

/// String Catalog findings point at the key or value they are about, line and column (issue 27):
/// not at column 1 of its line, where an editor shows the JSON's indentation.
@Suite("String Catalog findings point at their key or value")
struct CatalogPositionTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "greeting %@" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo %d" } },
                "fr" : { "stringUnit" : { "state" : "new", "value" : "Bonjour %@" } }
              }
            },
            "other" : { "localizations" : { "de" : { "stringUnit" : { "state" : "bogus", "value" : "x" } } } }
          },
          "version" : "1.0"
        }

        """

    static func positions() throws -> [String: [String]] {
        let found = try ShippingConventionsTests.diagnostics(["Localizable.xcstrings": Self.catalog])
        return Dictionary(grouping: found, by: \.ruleID).mapValues { findings in
            findings.map { "\($0.location.line):\($0.location.column)" }
        }
    }

    @Test func findingsPointAtTheirKeyOrValue() throws {
        let found = try Self.positions()
        // The value "Hallo %d" (its opening quote), with a note at the key that is the source text.
        #expect(found["format-mismatch"] == ["6:69"])
        // The keys "greeting %@" and "other".
        #expect(found["missing-translation"] == ["4:5", "10:5"])
        // The "stringUnit" whose state is unknown.
        #expect(found["xcstrings-structure"] == ["10:46"])
    }

    @Test func theFormatNotePointsAtTheSourceKey() throws {
        let found = try ShippingConventionsTests.diagnostics(["Localizable.xcstrings": Self.catalog])
        let mismatch = try #require(found.first { $0.ruleID == "format-mismatch" })
        #expect(mismatch.notes.map { "\($0.location.line):\($0.location.column)" } == ["4:5"])
    }
}
