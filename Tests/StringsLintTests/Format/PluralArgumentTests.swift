import Testing

@testable import StringsLint

/// Plural entries judged by what the code passes (issue 29): a translation's crash is found even when
/// the development entry is itself inconsistent, and variables named in another order without
/// positions (each reading the other's count) are found in `.stringsdict` files and String Catalogs.
@Suite("Plural arguments: what the code passes")
struct PluralArgumentTests {
    static func formatFindings(_ files: [String: String]) throws -> [String] {
        try TreeLint.findings(files, messages: true).filter { $0.contains("format-mismatch") }
    }

    @Test("a development entry whose 'one' form drops %d is consistent; its translation that reads the count as an object is an error")
    func inconsistentDevelopmentEntry() throws {
        let english = ExampleStringsdict.entry(
            key: "apples", format: "%#@apples@ for %@", variables: [("apples", [("one", "one apple"), ("other", "%d apples")])])
        let german = ExampleStringsdict.entry(
            key: "apples", format: "Für %@, %#@apples@", variables: [("apples", [("one", "%d Apfel"), ("other", "%d Äpfel")])])
        let found = try Self.formatFindings(["en.lproj/Localizable.stringsdict": english, "de.lproj/Localizable.stringsdict": german])
        #expect(
            found.contains(
                "de.lproj/Localizable.stringsdict:6 error format-mismatch: 'apples' reads an object (%@) as argument 1 where the base value "
                    + "reads an integer (%d); this prints garbage or crashes: use the same format specifiers as en (reordering with %1$@, "
                    + "%2$@ is fine)"))
        // Foundation formats the `one` form by itself: "one apple for %@" never reads the count as an object.
        #expect(!found.contains { $0.hasPrefix("en.lproj/Localizable.stringsdict") }, "\(found)")
    }

    static let fruit: [(String, [(String, String)])] = [
        ("apples", [("one", "%d apple"), ("other", "%d apples")]), ("oranges", [("one", "%d orange"), ("other", "%d oranges")]),
    ]
    static let germanFruit: [(String, [(String, String)])] = [
        ("apples", [("one", "%d Apfel"), ("other", "%d Äpfel")]), ("oranges", [("one", "%d Orange"), ("other", "%d Orangen")]),
    ]

    @Test("variables named in another order without positions read each other's counts: a warning with the numbered format")
    func swappedInStringsdict() throws {
        let english = ExampleStringsdict.entry(key: "fruit", format: "%#@apples@ and %#@oranges@", variables: Self.fruit)
        let swapped = ExampleStringsdict.entry(key: "fruit", format: "%#@oranges@ und %#@apples@", variables: Self.germanFruit)
        #expect(
            try Self.formatFindings(["en.lproj/Localizable.stringsdict": english, "de.lproj/Localizable.stringsdict": swapped]) == [
                "de.lproj/Localizable.stringsdict:6 warning format-mismatch: 'fruit' binds its plural variables to other arguments than en "
                    + "does: %#@apples@ reads argument 2, which the code passes for %#@oranges@, so users read that count in the plural of "
                    + "the wrong noun; number them as en reads them: '%2$#@oranges@ und %1$#@apples@'"
            ])
        let numbered = ExampleStringsdict.entry(key: "fruit", format: "%2$#@oranges@ und %1$#@apples@", variables: Self.germanFruit)
        #expect(
            try Self.formatFindings(["en.lproj/Localizable.stringsdict": english, "de.lproj/Localizable.stringsdict": numbered]).isEmpty)
        let sameOrder = ExampleStringsdict.entry(key: "fruit", format: "%#@apples@ und %#@oranges@", variables: Self.germanFruit)
        #expect(
            try Self.formatFindings(["en.lproj/Localizable.stringsdict": english, "de.lproj/Localizable.stringsdict": sameOrder]).isEmpty)
    }

    @Test("a catalog substitution whose argNum differs from the source's reads the other count")
    func swappedInCatalog() throws {
        func localization(_ value: String, _ apples: Int, _ oranges: Int, _ noun: (String, String)) -> String {
            func substitution(_ name: String, _ argument: Int, _ word: String) -> String {
                """
                "\(name)" : { "argNum" : \(argument), "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg \(word)" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg \(word)s" } } } } }
                """
            }
            return """
                { "stringUnit" : { "state" : "translated", "value" : "\(value)" }, "substitutions" : {
                  \(substitution("apples", apples, noun.0)), \(substitution("oranges", oranges, noun.1)) } }
                """
        }
        func catalog(german: String) -> String {
            """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "fruit" : { "localizations" : {
              "en" : \(localization("%#@apples@ and %#@oranges@", 1, 2, ("apple", "orange"))),
              "de" : \(german) } } } }
            """
        }
        let swapped = try Self.formatFindings([
            "Localizable.xcstrings": catalog(german: localization("%#@oranges@ und %#@apples@", 2, 1, ("Apfel", "Orange")))
        ])
        #expect(swapped.count == 1)
        #expect(swapped.first?.contains("warning format-mismatch: 'fruit' binds its plural variables to other arguments than en") == true)
        #expect(swapped.first?.hasSuffix("give each substitution the argNum it has in en") == true)
        let reordered = try Self.formatFindings([
            "Localizable.xcstrings": catalog(german: localization("%#@oranges@ und %#@apples@", 1, 2, ("Apfel", "Orange")))
        ])
        #expect(reordered.isEmpty)
    }
}
