import DevToolsCore
import Foundation
import Testing
@testable import StringsLint

/// String Catalogs: format safety across plural, device and substitution variations, and the unit
/// states Xcode's editor shows (issue 13, points 4c and 6).
@Suite("String Catalog variations and states")
struct CatalogVariationTests {
    static func catalog(_ strings: String) -> String {
        "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(strings)\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    static func unit(_ value: String, state: String = "translated") -> String {
        "{ \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \"\(value)\" } }"
    }

    static func plural(_ forms: [(String, String)]) -> String {
        "{ \"variations\" : { \"plural\" : { " + forms.map { "\"\($0.0)\" : \(unit($0.1))" }.joined(separator: ", ") + " } } }"
    }

    static func lint(_ strings: String) throws -> [Diagnostic] {
        try ShippingConventionsTests.diagnostics(["Localizable.xcstrings": catalog(strings)])
    }

    @Test("a plural form without the number shifts a later %@ onto the count: an error")
    func pluralShift() throws {
        let found = try Self.lint(
            """
            "apples" : { "localizations" : {
              "en" : \(Self.plural([("one", "one apple for %@"), ("other", "%lld apples for %@")]))
            } }
            """)
        #expect(found.map(\.ruleID) == ["format-mismatch"])
        #expect(
            found.first?.message.contains(
                "argument 1 is read as an object (%@), but with the 'other' form of 'plural' as an integer (%lld)") == true)
    }

    @Test("substitutions expand with %arg as their own argument; a translation reading other types is an error")
    func substitutions() throws {
        func localization(_ text: String, one: String, other: String) -> String {
            """
            { "stringUnit" : { "state" : "translated", "value" : "\(text)" },
              "substitutions" : { "n" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : \(Self.unit(one)), "other" : \(Self.unit(other)) } } } } }
            """
        }
        let found = try Self.lint(
            """
            "k" : { "localizations" : {
              "en" : \(localization("%#@n@ by %2$@", one: "%arg file", other: "%arg files")),
              "de" : \(localization("%#@n@ von %2$lld", one: "%arg Datei", other: "%arg Dateien")),
              "fr" : \(localization("%#@n@ par %2$@", one: "%arg fichier", other: "%arg fichiers"))
            } }
            """)
        #expect(
            found.map { "\($0.ruleID) \($0.severity.rawValue) \($0.location.line)" } == [
                "format-mismatch error 8", "plural-category-missing note 12",
            ])
    }

    @Test("device variations are alternatives of one language")
    func deviceVariations() throws {
        let found = try Self.lint(
            """
            "tap" : { "localizations" : {
              "en" : { "variations" : { "device" : { "iphone" : \(Self.unit("Tap %@")), "mac" : \(Self.unit("Click %@")) } } },
              "de" : { "variations" : { "device" : { "iphone" : \(Self.unit("Tippe %@")), "mac" : \(Self.unit("Klicke %d")) } } }
            } }
            """)
        #expect(found.map(\.ruleID) == ["format-mismatch"])
    }

    @Test("a unit in state new is missing (warning), needs_review a note, translated is fine")
    func states() throws {
        let found = try Self.lint(
            """
            "a" : { "localizations" : { "en" : \(Self.unit("Hello")), "de" : \(Self.unit("Hello", state: "new")), "fr" : \(Self.unit("Bonjour")) } },
            "b" : { "localizations" : { "en" : \(Self.unit("Bye")), "de" : \(Self.unit("Tschüss", state: "needs_review")), "fr" : \(Self.unit("Salut")) } },
            "c" : { "localizations" : { "en" : \(Self.unit("Go", state: "new")), "de" : \(Self.unit("Los")), "fr" : \(Self.unit("Allez")) } }
            """)
        #expect(
            found.map { "\($0.ruleID) \($0.severity.rawValue) \($0.location.line)" } == [
                "missing-translation warning 4", "missing-translation note 5",
            ])
        #expect(found.first?.message.contains("state \"new\"") == true)
    }

    @Test("prose is not a format string in catalogs either")
    func prose() throws {
        let found = try Self.lint(
            """
            "zoom" : { "localizations" : { "en" : \(Self.unit("100% zoom")), "fr" : \(Self.unit("Zoom %d")) } }
            """)
        #expect(found.isEmpty)
    }
}

/// CLDR categories across the versions iOS ships (issue 13, points 5 and 11).
@Suite("Plural categories across CLDR versions")
struct PluralCategoryHistoryTests {
    /// The plural rules' findings (a lone translation also gets a note that it has no development
    /// language to be compared with).
    static func pluralFindings(_ files: [String: String]) throws -> [Diagnostic] {
        try ShippingConventionsTests.diagnostics(files).filter { $0.ruleID.hasPrefix("plural-category") }
    }

    @Test("Romance many is a note when missing; Hebrew many is never unused")
    func history() throws {
        let french = try Self.pluralFindings([
            "fr.lproj/Localizable.stringsdict": ExampleStringsdict.plural(forms: [("one", "%d fichier"), ("other", "%d fichiers")])
        ])
        #expect(french.map { "\($0.ruleID) \($0.severity.rawValue)" } == ["plural-category-missing note"])
        let russian = try Self.pluralFindings([
            "ru.lproj/Localizable.stringsdict": ExampleStringsdict.plural(forms: [("one", "%d файл"), ("other", "%d файлов")])
        ])
        #expect(russian.map { "\($0.ruleID) \($0.severity.rawValue)" } == ["plural-category-missing warning"])
        let hebrew = try Self.pluralFindings([
            "he.lproj/Localizable.stringsdict": ExampleStringsdict.plural(forms: [
                ("one", "a"), ("two", "b"), ("many", "%d c"), ("other", "%d d"),
            ])
        ])
        #expect(hebrew.isEmpty)
    }
}
