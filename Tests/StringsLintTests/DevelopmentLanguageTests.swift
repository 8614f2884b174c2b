import DevToolsCore
import Foundation
import StringsLint
import DevToolsTestSupport
import Testing

/// The development language: config, else the Xcode project's developmentRegion, else en, else Base.
@Suite struct DevelopmentLanguageTests {
    static func lint(_ files: [String: String]) throws -> [Diagnostic] {
        let folder = try TemporaryTree.make(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = Configuration(baseDirectory: folder.path, sections: [:])
        let runner = LintRunner(linters: [StringsLinter.self], configuration: configuration, workingDirectory: folder.path)
        return try runner.run(paths: ["App"], toolName: "lint-strings").diagnostics.filter { $0.ruleID == "missing-key" }
    }

    static let tables = [
        "App/Resources/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        "App/Resources/de.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
    ]

    @Test func projectDevelopmentRegionWins() throws {
        var files = Self.tables
        files["App/App.xcodeproj/project.pbxproj"] = "{\n\t\t\tdevelopmentRegion = de;\n}\n"
        let found = try Self.lint(files)
        #expect(
            found.map(\.message) == ["'b' has no en translation in this table; add it, or users of en see the development-language text"])
        #expect(found.first?.location.file == "App/Resources/en.lproj/Localizable.strings")
    }

    /// A `project.pbxproj` cut short still gives its regions (it is searched as text).
    @Test func truncatedProjectFallsBackToItsText() throws {
        var files = Self.tables
        files["App/App.xcodeproj/project.pbxproj"] =
            "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tP1 = {isa = PBXProject; developmentRegion = de; knownRegions = ("
        let found = try Self.lint(files)
        #expect(found.map(\.location.file) == ["App/Resources/en.lproj/Localizable.strings"])
    }

    @Test func englishByDefault() throws {
        let found = try Self.lint(Self.tables)
        #expect(
            found.map(\.message) == [
                "'b' is not in the en table; fine when the code gives its en text (NSLocalizedString's value:), else check the keys' spelling"
            ])
    }

    @Test func baseWhenThereIsNoEnglish() throws {
        let found = try Self.lint([
            "App/Base.lproj/Main.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
            "App/fr.lproj/Main.strings": "\"a\" = \"A\";\n",
        ])
        #expect(found.map(\.location.file) == ["App/fr.lproj/Main.strings"])
    }

    /// Issue 27: translations without a development-language table compared nothing; the run says so
    /// (a note naming what is missing and what to set) instead of "No problems found".
    @Test func translationsWithoutTheDevelopmentLanguageSaySo() throws {
        let folder = try TemporaryTree.make([
            "App/de.lproj/Localizable.strings": "\"a\" = \"A\";\n", "App/fr.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = Configuration(baseDirectory: folder.path, sections: [:])
        let runner = LintRunner(linters: [StringsLinter.self], configuration: configuration, workingDirectory: folder.path)
        let report = try runner.run(paths: ["App"], toolName: "lint-strings")
        #expect(report.summaryLine == "0 errors, 0 warnings, 1 note in 1 file (2 files checked)")
        let note = try #require(report.diagnostics.first)
        #expect(note.severity == .note)
        #expect(note.ruleID == "missing-table")
        #expect(note.location.file == "App/de.lproj/Localizable.strings")
        #expect(
            note.message
                == "no development-language table beside de.lproj, fr.lproj (looked for en.lproj and Base.lproj; en by default: no strings.base in .devtools.yml and no project's development region), so no translation here is compared; set strings.base in .devtools.yml (or the project's development region) to the language the keys are written in, or lint the folder that also holds its .lproj"
        )
    }

    @Test func theNoteNamesTheProjectsDevelopmentRegion() throws {
        var files = Self.tables
        files["App/App.xcodeproj/project.pbxproj"] = "{\n\t\t\tdevelopmentRegion = ja;\n}\n"
        let folder = try TemporaryTree.make(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = Configuration(baseDirectory: folder.path, sections: [:])
        let runner = LintRunner(linters: [StringsLinter.self], configuration: configuration, workingDirectory: folder.path)
        // The project file here holds only its region (no objects): its targets are not known, which the
        // `unreadable-project` note says; the regions are read all the same.
        let found = try runner.run(paths: ["App"], toolName: "lint-strings").diagnostics.filter { $0.ruleID != "unreadable-project" }
        #expect(found.map(\.severity) == [.note])
        #expect(found.first?.message.contains("(looked for ja.lproj and Base.lproj; the project's development region is ja)") == true)
    }
}
