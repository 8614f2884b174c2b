import DevToolsCore
import Foundation
import StringsLint
import DevToolsTestSupport
import Testing

/// Cross-locale rules that know how apps ship (issue 13, point 11): each test is a synthetic tree of a
/// convention real apps follow that once produced false findings.
@Suite("Cross-locale rules know how apps ship")
struct ShippingConventionsTests {
    static func lint(_ files: [String: String], options: [String: ConfigValue] = [:]) throws -> [String] {
        try diagnostics(files, options: options).map { "\($0.location.file):\($0.location.line) \($0.severity.rawValue) \($0.ruleID)" }
    }

    /// Writes `files` into a fresh folder and lints it as `lint-strings .` would.
    static func diagnostics(_ files: [String: String], options: [String: ConfigValue] = [:]) throws -> [Diagnostic] {
        let folder = try TemporaryTree.make(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let section = Configuration.SectionConfiguration(ruleSettings: [:], options: options)
        let configuration = Configuration(baseDirectory: folder.path, sections: ["strings": section])
        let runner = LintRunner(linters: [StringsLinter.self], configuration: configuration, workingDirectory: folder.path)
        return try runner.run(paths: ["."], toolName: "lint-strings").diagnostics
    }

    @Test("a regional variant falls back to its language: small en-GB or pt-BR tables are complete")
    func regionalFallback() throws {
        let found = try Self.lint([
            "App/en.lproj/Localizable.strings": "\"color\" = \"Color\";\n\"save\" = \"Save\";\n",
            "App/en-GB.lproj/Localizable.strings": "\"color\" = \"Colour\";\n",
            "App/pt.lproj/Localizable.strings": "\"color\" = \"Cor\";\n",
            "App/pt-BR.lproj/Localizable.strings": "\"color\" = \"Cor\";\n",
        ])
        // pt lacks "save" (reported once, at pt); pt-BR and en-GB borrow what they lack.
        #expect(found == ["App/pt.lproj/Localizable.strings:1 warning missing-key"])
    }

    @Test("locales the Xcode project does not ship (knownRegions) are left alone")
    func knownRegions() throws {
        let found = try Self.lint([
            "App/App.xcodeproj/project.pbxproj":
                "{\n\tdevelopmentRegion = en;\n\tknownRegions = (\n\t\ten,\n\t\tBase,\n\t\t\"pt-BR\",\n\t);\n}\n",
            "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
            "App/pt-BR.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "App/xx.lproj/Localizable.strings": "\"a\" = \"%d\";\n",
        ])
        // The project file holds only its regions (no objects), so its targets are not known: a note.
        #expect(
            found == [
                "App/App.xcodeproj/project.pbxproj:1 note unreadable-project", "App/pt-BR.lproj/Localizable.strings:1 warning missing-key",
            ])
    }

    @Test("a package's defaultLocalization is its development language, and the app project above does not speak for it")
    func packageDefaultLocalization() throws {
        let found = try Self.lint([
            "App.xcodeproj/project.pbxproj": "{\n\tdevelopmentRegion = en;\n\tknownRegions = (en, Base);\n}\n",
            "Packages/Kit/Package.swift": "let package = Package(name: \"Kit\", defaultLocalization: \"de\", targets: [])\n",
            "Packages/Kit/Sources/Kit/Resources/de.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
            "Packages/Kit/Sources/Kit/Resources/fr.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        ])
        #expect(found == ["Packages/Kit/Sources/Kit/Resources/fr.lproj/Localizable.strings:1 warning missing-key"])
    }

    @Test("a key only a translation has is a note, never advice to delete it (English may live in code)")
    func onlyInTranslationIsANote() throws {
        let found = try Self.lint([
            "en.lproj/Localizable.strings": "",
            "de.lproj/Localizable.strings": "\"welcome\" = \"Willkommen\";\n",
        ])
        #expect(found == ["de.lproj/Localizable.strings:1 note missing-key"])
    }

    @Test("empty-value fires in a translation only where the development value is not empty")
    func emptyValues() throws {
        let found = try Self.lint([
            "en.lproj/Localizable.strings": "\"suffix\" = \"\";\n\"title\" = \"Title\";\n",
            "de.lproj/Localizable.strings": "\"suffix\" = \"\";\n\"title\" = \"\";\n",
        ])
        #expect(found == ["de.lproj/Localizable.strings:2 warning empty-value"])
    }

    @Test("a table only the development language has is English-only by design")
    func developmentOnlyTable() throws {
        let found = try Self.lint([
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "en.lproj/Debug.strings": "\"d\" = \"Debug\";\n",
            "de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        ])
        #expect(found.isEmpty)
    }

    @Test("Interface Builder tables are not format-checked, by key or by the storyboard beside them")
    func interfaceBuilder() throws {
        let found = try Self.lint([
            "Base.lproj/Main.storyboard": "<document/>\n",
            "en.lproj/Main.strings": "\"title\" = \"Save 50% now\";\n\"n\" = \"%@ items\";\n",
            "de.lproj/Main.strings": "\"title\" = \"Spare 50 %d\";\n\"n\" = \"%d Elemente\";\n",
            "en.lproj/Other.strings": "\"Kx2-7a-9Zq.text\" = \"%@ left\";\n",
            "de.lproj/Other.strings": "\"Kx2-7a-9Zq.text\" = \"%d übrig\";\n",
        ])
        #expect(found.isEmpty)
    }
}

/// Issue 15: when the development language cannot be found, the cross-locale rules say so.
@Suite("No silent loss of the cross-locale checks")
struct DevelopmentLanguageNotFoundTests {
    @Test("a typo in strings.base gives one finding per table naming what was looked for")
    func typoInBase() throws {
        let found = try ShippingConventionsTests.diagnostics(
            [
                "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
                "de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            ], options: ["base": .string("eng")])
        #expect(found.map(\.ruleID) == ["missing-table"])
        #expect(found.first?.message.contains("looked for eng.lproj and Base.lproj") == true)
    }
}

/// Real apps that keep their English in code have thousands of keys only translations define.
@Suite("Keys only a translation has")
struct OnlyInTranslationTests {
    @Test("one note per table and locale, naming the count and the first keys; the \"\" placeholder is never missing")
    func oneNotePerTable() throws {
        let found = try ShippingConventionsTests.diagnostics([
            "en.lproj/Localizable.strings": "\"\" = \"\";\n",
            "de.lproj/Localizable.strings":
                "\"Open\" = \"Öffnen\";\n\"Close\" = \"Schließen\";\n\"Save\" = \"Sichern\";\n\"Quit\" = \"Beenden\";\n",
        ])
        #expect(found.map { "\($0.location.line) \($0.severity.rawValue) \($0.ruleID)" } == ["1 note missing-key"])
        #expect(found.first?.message.hasPrefix("4 keys ('Open', 'Close', 'Save', …) are not in the en table") == true)
    }
}

@Suite("A regional development language")
struct RegionalDevelopmentLanguageTests {
    @Test("without en.lproj, en-US.lproj is the development language's table")
    func englishUS() throws {
        let found = try ShippingConventionsTests.lint([
            "en-US.lproj/Localizable.strings": "\"a\" = \"A %@\";\n\"b\" = \"B\";\n",
            "de.lproj/Localizable.strings": "\"a\" = \"A %d\";\n",
        ])
        #expect(found == ["de.lproj/Localizable.strings:1 warning missing-key", "de.lproj/Localizable.strings:1 error format-mismatch"])
    }
}
