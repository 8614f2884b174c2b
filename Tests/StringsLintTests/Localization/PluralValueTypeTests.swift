import DevToolsCore
import Foundation
import Testing

@testable import StringsLint

/// Which plural forms a number can select depends on its type (issue 29): an integer in pl, ru, uk and
/// be is always one, few or many (their `other` is for fractions); in cs, sk and lt it never selects
/// `many` (for decimals). The table is worked out from CLDR's cardinal rules by
/// scripts/generate-plural-categories.
@Suite("Plural forms by the number's type")
struct PluralValueTypeTests {
    /// What a user sees in the report: rule, severity and message of every plural or structure finding.
    static func findings(_ files: [String: String]) throws -> [String] {
        try ShippingConventionsTests.diagnostics(files)
            .filter { $0.ruleID.hasPrefix("plural-category") || $0.ruleID.hasSuffix("-structure") }
            .map { "\($0.ruleID) \($0.severity.rawValue): \($0.message)" }
    }

    @Test("the generated table: integers never select pl/ru/uk/be 'other' nor cs/sk/lt 'many'; fractions select every category")
    func generatedTable() {
        for language in ["pl", "ru", "uk", "be"] {
            #expect(PluralCategories.categories(for: language, valueType: .integer) == ["one", "few", "many"], "\(language)")
            #expect(PluralCategories.categories(for: language, valueType: .floating) == ["one", "few", "many", "other"], "\(language)")
        }
        for language in ["cs", "sk", "lt"] {
            #expect(PluralCategories.categories(for: language, valueType: .integer) == ["one", "few", "other"], "\(language)")
        }
        #expect(PluralCategories.categories(for: "en", valueType: .integer) == ["one", "other"])
        // French `many` is exact millions: an integer reaches it.
        #expect(PluralCategories.categories(for: "fr", valueType: .integer) == ["one", "many", "other"])
        #expect(
            PluralCategories.categories(for: "pt-BR", valueType: .integer) == PluralCategories.categories(for: "pt", valueType: .integer))
        #expect(PluralCategories.categories(for: "tlh", valueType: .integer) == nil)
    }

    @Test(
        "a specifier's conversion decides the type",
        arguments: [
            ("d", PluralValueType.integer), ("ld", .integer), ("lu", .integer), ("lld", .integer), ("zu", .integer), ("%lld", .integer),
            ("f", .floating), (".1f", .floating), ("g", .floating), ("@", .unknown), ("", .unknown),
        ])
    func specifier(_ text: String, _ expected: PluralValueType) {
        #expect(PluralValueType(specifier: text) == expected)
    }

    @Test("Polish: an integer's one/few/many is complete; a fraction's lacks 'other'")
    func polishOther() throws {
        let forms = [("one", "%d plik"), ("few", "%d pliki"), ("many", "%d plików")]
        #expect(try Self.findings(["pl.lproj/Localizable.stringsdict": ExampleStringsdict.plural(forms: forms, valueType: "ld")]).isEmpty)
        let fraction = try Self.findings(["pl.lproj/Localizable.stringsdict": ExampleStringsdict.plural(forms: forms, valueType: "f")])
        #expect(
            fraction == [
                "stringsdict-structure error: the variable 'count' of 'files' has no 'other' form, which every language falls back to; add <key>other</key>"
            ])
        // Polish without `many`: still a warning for integers (5 plików reads as 'other', which is absent).
        let noMany = try Self.findings([
            "pl.lproj/Localizable.stringsdict": ExampleStringsdict.plural(forms: [("one", "%d plik"), ("few", "%d pliki")], valueType: "d")
        ])
        #expect(
            noMany == [
                "plural-category-missing warning: the variable 'count' of 'files' lacks the many form this language needs (an integer selects one, few, many); add it"
            ])
    }

    @Test("Czech: an integer without 'many' is complete, a decimal is not; an integer's 'many' is dead text")
    func czechMany() throws {
        let integer = [("one", "%d soubor"), ("few", "%d soubory"), ("other", "%d souborů")]
        #expect(try Self.findings(["cs.lproj/Localizable.stringsdict": ExampleStringsdict.plural(forms: integer)]).isEmpty)
        let decimal = integer.map { ($0.0, $0.1.replacingOccurrences(of: "%d", with: "%.1f")) }
        let missing = try Self.findings(["cs.lproj/Localizable.stringsdict": ExampleStringsdict.plural(forms: decimal, valueType: ".1f")])
        #expect(missing.count == 1)
        #expect(missing.first?.hasPrefix("plural-category-missing warning: the variable 'count' of 'files' lacks the many form") == true)
        let withMany = try Self.findings([
            "cs.lproj/Localizable.stringsdict": ExampleStringsdict.plural(forms: integer + [("many", "%d souboru")])
        ])
        #expect(
            withMany == [
                "plural-category-unused note: the variable 'count' of 'files' has the many form, which no integer selects in this language (integers use one, few, other); remove it"
            ])
    }

    @Test("a form under a key that is no plural category is a warning: Foundation never shows it")
    func unknownCategory() throws {
        let found = try Self.findings([
            "cs.lproj/Localizable.stringsdict": ExampleStringsdict.plural(forms: [
                ("one", "%d soubor"), ("few", "%d soubory"), ("three", "%d soubory"), ("other", "%d souborů"),
            ])
        ])
        #expect(
            found == [
                "stringsdict-structure warning: 'three' in the variable 'count' of 'files' is not a plural category, so Foundation never "
                    + "shows its text; use zero, one, two, few, many or other"
            ])
    }

    @Test("the HTML report's plural coverage counts a form an integer never selects as not missing")
    func coverage() throws {
        let forms = [("one", "%d plik"), ("few", "%d pliki"), ("many", "%d plików")]
        func present(valueType: String) -> [String: Int] {
            let text = ExampleStringsdict.plural(forms: forms, valueType: valueType)
            let document = StringsdictDocument(
                data: Data(text.utf8), displayPath: "pl.lproj/Localizable.stringsdict",
                pluralCategories: PluralCategories.categories(for: "pl"),
                locale: "pl")
            let collector = LocalizationCoverageCollector()
            CoverageRecorder.recordPlurals(of: document, locale: "pl", in: collector)
            return collector.summary.plurals.first?.present ?? [:]
        }
        #expect(present(valueType: "d") == ["one": 1, "few": 1, "many": 1, "other": 1])
        #expect(present(valueType: "f") == ["one": 1, "few": 1, "many": 1])
    }

    @Test("String Catalogs: a substitution's formatSpecifier and a plural's own specifiers decide the same way")
    func catalogs() throws {
        func catalog(_ language: String, _ forms: [(String, String)], specifier: String) -> String {
            let plural = forms.map { "\"\($0.0)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\($0.1)\" } }" }
                .joined(separator: ", ")
            return """
                { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "files" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@count@" },
                           "substitutions" : { "count" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                             "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                             "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } } } } } } },
                  "\(language)" : { "stringUnit" : { "state" : "translated", "value" : "%#@count@" },
                           "substitutions" : { "count" : { "argNum" : 1, "formatSpecifier" : "\(specifier)", "variations" : { "plural" : {
                             \(plural) } } } } }
                } } } }
                """
        }
        let polish = [("one", "%arg plik"), ("few", "%arg pliki"), ("many", "%arg plików")]
        #expect(try Self.findings(["Localizable.xcstrings": catalog("pl", polish, specifier: "lld")]).isEmpty)
        let fraction = try Self.findings(["Localizable.xcstrings": catalog("pl", polish, specifier: "f")])
        #expect(fraction.count == 1)
        #expect(
            fraction.first?.hasPrefix("xcstrings-structure error: the substitution 'count' of 'files' (pl) has no 'other' form") == true)
        // A plural of the string itself: its forms read %lld, so Czech needs no `many`.
        let czech = """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "%lld files" : { "localizations" : {
              "cs" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld soubor" } },
                "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld soubory" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld souborů" } } } } }
            } } } }
            """
        #expect(try Self.findings(["Localizable.xcstrings": czech]).isEmpty)
    }
}

/// A whole `.lproj` folder a build phase copies ships, whatever `knownRegions` lists (Tunnelblick lists
/// 5 regions and copies 48 more folders, whose format errors went unreported).
@Suite("Locales copied as folders")
struct CopiedLocaleFolderTests {
    static let project = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\t63EA676C /* sv.lproj in Resources */ = {isa = PBXBuildFile; fileRef = 63EA6769 /* sv.lproj */; };
        \t\t63EA6769 /* sv.lproj */ = {isa = PBXFileReference; lastKnownFileType = folder; path = sv.lproj; sourceTree = "<group>"; };
        \t\tPROJECT = {isa = PBXProject; developmentRegion = en; knownRegions = (en, de, Base); };
        \t};
        }

        """

    @Test func readsTheCopiedFolders() {
        #expect(ProjectLocalizations.copiedFolders(in: Self.project) == ["sv"])
        #expect(ProjectLocalizations.copiedFolders(in: "/* Localizable.strings in Resources */") == [])
    }

    @Test("a copied folder's translation is judged; a folder nothing copies stays left alone")
    func copiedFolderIsJudged() throws {
        let found = try TreeLint.findings([
            "App.xcodeproj/project.pbxproj": Self.project,
            "en.lproj/Localizable.strings": "\"exists\" = \"'%@' already exists.\";\n",
            "sv.lproj/Localizable.strings": "\"exists\" = \"'%s' finns redan.\";\n",
            "fi.lproj/Localizable.strings": "\"exists\" = \"'%s' on jo olemassa.\";\n",
        ]).filter { $0.contains("format-mismatch") }
        #expect(found == ["sv.lproj/Localizable.strings:1 error format-mismatch"])
    }
}
