import DevToolsCore
import Foundation
import StringsLint
import Testing

/// Lints the five-language fixture localization (en, de, ru, ja, tr with `.strings`, `.stringsdict` and
/// two String Catalogs) and checks what a user would see.
@Suite struct LocalizationFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Localization").path

    static func lint(rules: [String: RuleSetting] = ["untranslated": .warning]) throws -> [Diagnostic] {
        let section = Configuration.SectionConfiguration(ruleSettings: rules, options: [:])
        let configuration = Configuration(baseDirectory: folder, sections: ["strings": section])
        let runner = LintRunner(linters: [StringsLinter.self], configuration: configuration, workingDirectory: folder)
        return try runner.run(paths: ["."], toolName: "lint-strings").diagnostics.sorted(by: Diagnostic.reportOrder)
    }

    @Test func everyLocalizationRuleFindsSomething() throws {
        let found = Set(try Self.lint().map(\.ruleID))
        // The rules against the code need sources (see CodeKeyRuleTests), the project's an Xcode project
        // (UnshippedTableTests) and `stale-ib-key` a storyboard (InterfaceBuilderTableTests); this fixture
        // has none of them.
        let needOtherFiles: Set<String> = ["unshipped-table", "unreadable-project", "stale-ib-key"]
        let tableRules = LocalizationRules.all.filter { StringsRules.detection[$0.id] != "code" && !needOtherFiles.contains($0.id) }
        #expect(Set(tableRules.map(\.id)).subtracting(found) == [])
    }

    @Test func countsPerRule() throws {
        let counts = Dictionary(grouping: try Self.lint(), by: \.ruleID).mapValues(\.count)
        #expect(
            counts == [
                "format-mismatch": 6, "missing-key": 2, "missing-table": 1, "untranslated": 1,
                "stringsdict-syntax": 1, "stringsdict-structure": 1, "plural-category-missing": 2,
                "plural-category-unused": 1, "xcstrings-syntax": 1, "xcstrings-structure": 1,
                "missing-translation": 1, "invalid-format-specifier": 2,
            ])
    }

    @Test func turkishDroppedArgumentsAreWarnings() throws {
        let turkish = try Self.lint().filter { $0.location.file.hasSuffix("tr.lproj/Localizable.strings") }
        #expect(
            turkish.map(\.message) == [
                "'deleted' never shows argument 1 (an object (%@)): it has (none) where the base value has %@; safe at run time, but users of this language lose that information: add the missing specifier (reordering with %1$@, %2$@ is fine)",
                "'route' never shows argument 1 (an object (%@)): it has %2$@ where the base value has %1$@ %2$@; safe at run time, but users of this language lose that information: add the missing specifier (reordering with %1$@, %2$@ is fine)",
            ])
        #expect(turkish.allSatisfy { $0.severity == .warning })
    }

    @Test func widthDifferenceIsAWarning() throws {
        let german = try Self.lint().filter { $0.ruleID == "format-mismatch" && $0.location.file.hasPrefix("de.lproj") }
        #expect(german.map(\.severity) == [.warning])
    }

    @Test func stringsdictFindingsPointAtTheirLines() throws {
        let found = try Self.lint().filter { $0.location.file.hasSuffix(".stringsdict") }
            .map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID)" }
        #expect(
            found == [
                "Broken.stringsdict:7:28 stringsdict-syntax",
                "de.lproj/Localizable.stringsdict:9:1 stringsdict-structure",
                "ja.lproj/Localizable.stringsdict:9:1 plural-category-unused",
                "ru.lproj/Localizable.stringsdict:9:1 plural-category-missing",
                "tr.lproj/Localizable.stringsdict:15:1 format-mismatch",
            ])
    }

    @Test func catalogFindingsPointAtTheirLines() throws {
        let found = try Self.lint().filter { $0.location.file.hasSuffix(".xcstrings") }
            .map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID)" }
        #expect(
            found == [
                "Broken.xcstrings:10:3 xcstrings-syntax",
                "Catalog.xcstrings:7:69 format-mismatch",
                "Catalog.xcstrings:9:18 xcstrings-structure",
                "Catalog.xcstrings:12:5 missing-translation",
                "Catalog.xcstrings:32:13 plural-category-missing",
            ])
    }

    @Test func baseLanguageComesFromTheConfiguration() throws {
        let section = Configuration.SectionConfiguration(ruleSettings: [:], options: ["base": .string("de")])
        let configuration = Configuration(baseDirectory: Self.folder, sections: ["strings": section])
        let runner = LintRunner(linters: [StringsLinter.self], configuration: configuration, workingDirectory: Self.folder)
        let found = try runner.run(paths: ["."], toolName: "lint-strings").diagnostics
        #expect(found.contains { $0.ruleID == "missing-key" && $0.message.hasPrefix("'greting' has no en translation") })
    }
}
