import DevToolsCore
import Foundation
import Testing
@testable import StringsLint

/// Format safety inside plural entries, as deep as locheck's: every permutation of the forms, with
/// implicit positions (the cases of locheck's README and BadlyLocalizedApp, rewritten synthetically).
@Suite("Plural permutations")
struct PermutationTests {
    static func lint(_ files: [String: String]) throws -> [Diagnostic] {
        try ShippingConventionsTests.diagnostics(files).filter { $0.ruleID == FormatMismatchRule.description.id }
    }

    static func entry(_ format: String, _ variables: [(String, [(String, String)])]) -> String {
        ExampleStringsdict.entry(format: format, variables: variables)
    }

    static let apples: [(String, [(String, String)])] = [("apples", [("one", "one apple"), ("other", "%d apples")])]

    /// CoreFoundation formats a chosen form by itself, from its variable's argument, with the values the
    /// format already read: a form without the number shifts no other argument (Zotero's
    /// `%#@files@ (%.2f %@)` whose `one` is "1 file", shipped in 53 languages).
    @Test("a form without the number shifts no other argument: no finding")
    func droppedNumberShiftsNothing() throws {
        #expect(try Self.lint(["en.lproj/Localizable.stringsdict": Self.entry("%#@apples@ for %@", Self.apples)]).isEmpty)
        let files: [(String, [(String, String)])] = [("files", [("one", "1 file"), ("other", "%d files")])]
        #expect(try Self.lint(["en.lproj/Localizable.stringsdict": Self.entry("%#@files@ (%.2f %@)", files)]).isEmpty)
    }

    @Test("a form that reads the format's next argument as another type: an error within one language")
    func formReadsTheFormatsArgument() throws {
        let trees: [(String, [(String, String)])] = [("apples", [("one", "%d apple"), ("other", "%d apples from %d trees")])]
        let found = try Self.lint(["en.lproj/Localizable.stringsdict": Self.entry("%#@apples@ for %@", trees)])
        #expect(found.count == 1)
        #expect(found.first?.severity == .error)
        #expect(
            found.first?.message.hasPrefix(
                "'k': with the 'other' form of 'apples', argument 2 is read both as an object (%@) and as an integer (%d)"
            ) == true, "\(found.map(\.message))")
    }

    @Test("a translation whose permutations read other types than the development language's is an error")
    func reorderedTranslation() throws {
        let safe: [(String, [(String, String)])] = [("apples", [("one", "%d apple"), ("other", "%d apples")])]
        let found = try Self.lint([
            "en.lproj/Localizable.stringsdict": Self.entry("%#@apples@ for %@", safe),
            "de.lproj/Localizable.stringsdict": Self.entry("Für %@, %#@apples@", safe),
        ])
        #expect(found.map { "\($0.location.file) \($0.severity.rawValue)" } == ["de.lproj/Localizable.stringsdict error"])
        #expect(found.first?.message.contains("reads an object (%@) as argument 1 where the base value reads an integer (%d)") == true)
    }

    @Test("more arguments than the base is an error, fewer a warning, another type an error")
    func severities() throws {
        let en = Self.entry("%1$#@n@ by %2$@", [("n", [("one", "%1$d apple"), ("other", "%1$d apples")])])
        let fewer = Self.entry("%1$#@n@", [("n", [("one", "%1$d Apfel"), ("other", "%1$d Äpfel")])])
        let more = Self.entry("%1$#@n@ von %2$@ und %3$@", [("n", [("one", "%1$d Apfel"), ("other", "%1$d Äpfel")])])
        let other = Self.entry("%1$#@n@ von %2$d", [("n", [("one", "%1$d Apfel"), ("other", "%1$d Äpfel")])])
        for (translation, severity) in [(fewer, Severity.warning), (more, .error), (other, .error)] {
            let found = try Self.lint(["en.lproj/Localizable.stringsdict": en, "de.lproj/Localizable.stringsdict": translation])
            #expect(found.map(\.severity) == [severity], "\(found.map(\.message))")
        }
    }

    @Test("nested variables expand too: an unnumbered %d of an inner form lands on a numbered %3$s")
    func nestedVariables() throws {
        let found = try Self.lint([
            "en.lproj/Localizable.stringsdict": Self.entry(
                "%s added %#@tasks@ to %3$s",
                [
                    ("tasks", [("one", "a task%#@milestones@"), ("other", "%d tasks%#@milestones@")]),
                    ("milestones", [("one", " and a milestone"), ("other", " and %d milestones")]),
                ])
        ])
        #expect(found.count == 1)
        #expect(found.first?.message.contains("argument 3") == true)
    }

    @Test("safe shapes are silent: one argument only, numbered positions, the same forms in every language")
    func safeShapes() throws {
        let found = try Self.lint([
            "en.lproj/Localizable.stringsdict": Self.entry("%#@n@ left", [("n", [("one", "one item"), ("other", "%d items")])]),
            "de.lproj/Localizable.stringsdict": Self.entry("%#@n@ übrig", [("n", [("one", "ein Element"), ("other", "%d Elemente")])]),
        ])
        #expect(found.isEmpty)
        let numbered = try Self.lint([
            "en.lproj/Localizable.stringsdict": Self.entry("%1$#@n@ for %2$@", [("n", [("one", "one apple"), ("other", "%1$d apples")])]),
            "fr.lproj/Localizable.stringsdict": Self.entry(
                "Pour %2$@, %1$#@n@", [("n", [("one", "une pomme"), ("other", "%1$d pommes")])]),
        ])
        #expect(numbered.isEmpty)
    }

    @Test("a width before a variable (%1#@count@, %2#@total@) is a variable, as Apple reads it")
    func widthBeforeVariable() throws {
        #expect(FormatString("%1#@count@ of %2#@total@").variables == ["count", "total"])
        #expect(FormatString("%1#@count@").problems.isEmpty)
        let found = try ShippingConventionsTests.diagnostics([
            "en.lproj/Localizable.stringsdict": Self.entry(
                "%1$#@done@",
                [
                    ("done", [("other", "%d/%2#@total@ Completed")]), ("total", [("other", "%d")]),
                ])
        ])
        #expect(found.filter { $0.ruleID == "invalid-format-specifier" }.isEmpty)
    }

    @Test("a translation whose .stringsdict is unreadable gets its syntax error, not a missing key per entry")
    func unreadableTranslation() throws {
        let found = try ShippingConventionsTests.diagnostics([
            "en.lproj/Localizable.stringsdict": Self.entry("%#@n@", [("n", [("one", "%d item"), ("other", "%d items")])]),
            "de.lproj/Localizable.stringsdict": "<?xml version=\"1.0\"?>\n<plist><dict><key>k</key>\n",
        ])
        #expect(found.map(\.ruleID) == ["stringsdict-syntax"])
    }
}
