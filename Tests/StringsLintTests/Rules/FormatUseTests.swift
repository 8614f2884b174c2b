import ComponentLint
import SourceFacts
import DevToolsCore
import DevToolsTestSupport
import Foundation
import Testing

@testable import StringsLint

/// With `strings.sources`, how the code uses a key decides which values the format rules judge: a key
/// passed to `String(format:)` is a format string even when its value reads no argument; a key only
/// shown as is (a SwiftUI literal) is not, even when its value looks like one; a key the code looks up
/// in no telling way is judged by its value, as without sources.
@Suite("Format strings known from their use")
struct FormatUseTests {
    static let tables = [
        // Read as a format by the code, but reads no argument: a lone `%` is an error there.
        "en.lproj/Localizable.strings": """
        "progress" = "100% done";
        "sale" = "%@ 50% off";
        "title" = "Hello %@";
        "kept" = "Keep %@ 20% off";

        """,
        "de.lproj/Localizable.strings": """
        "progress" = "Fertig zu %@";
        "sale" = "50 % Rabatt";
        "title" = "Hallo %d";
        "kept" = "Behalte %@ 20 % weg";

        """,
    ]

    static let code = """
        let a = String(format: NSLocalizedString("progress", comment: ""), 3)
        let b = Text("sale")
        let c = Text("title")
        let d = NSLocalizedString("kept", comment: "")

        """

    static func findings(sources: Bool) throws -> [String] {
        var files = tables
        files["App/View.swift"] = code
        let folder = try TemporaryTree.make(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let options: [String: ConfigValue] = sources ? ["sources": .stringList(["App"])] : [:]
        let configuration = Configuration(
            baseDirectory: folder.path, sections: ["strings": Configuration.SectionConfiguration(options: options)])
        var runner = LintRunner(linters: [StringsLinter.self], configuration: configuration, workingDirectory: folder.path)
        runner.keyLookupSource = SourceKeyLookups()
        let rules: Set<String> = [InvalidFormatSpecifierRule.description.id, FormatMismatchRule.description.id]
        return try runner.run(paths: ["."], toolName: "lint-strings").diagnostics.filter { rules.contains($0.ruleID) }.map {
            "\($0.location.file):\($0.location.line) \($0.ruleID)"
        }.sorted()
    }

    @Test func theCodeDecidesWhichValuesAreFormats() throws {
        #expect(
            try Self.findings(sources: true) == [
                "de.lproj/Localizable.strings:1 format-mismatch",  // progress: the code formats it, de reads %@
                "de.lproj/Localizable.strings:4 invalid-format-specifier",  // kept: its value decides, as before
                "en.lproj/Localizable.strings:1 invalid-format-specifier",  // "100% done" is formatted
                "en.lproj/Localizable.strings:4 invalid-format-specifier",
            ])
    }

    @Test func withoutSourcesTheValueDecides() throws {
        #expect(
            try Self.findings(sources: false) == [
                "de.lproj/Localizable.strings:1 format-mismatch",  // progress: "100% done" is prose, so de's %@ shows as written
                "de.lproj/Localizable.strings:2 format-mismatch",  // sale: taken for a format by its %@
                "de.lproj/Localizable.strings:2 invalid-format-specifier",
                "de.lproj/Localizable.strings:3 format-mismatch",  // title: %@ against %d
                "de.lproj/Localizable.strings:4 invalid-format-specifier",
                "en.lproj/Localizable.strings:2 invalid-format-specifier",
                "en.lproj/Localizable.strings:4 invalid-format-specifier",
            ])
    }
}

/// One problem that occurs twice in a value is one finding that counts them: both would point at the
/// value's start and read as the same finding twice (PlayCover's fa `\"@%\" … \"@%\"`).
@Suite("A format problem repeated in one value")
struct RepeatedFormatProblemTests {
    @Test func isOneFindingThatCountsThem() throws {
        let found = try TreeLint.findings(
            [
                "en.lproj/Localizable.strings": "\"checksum\" = \"Expected \\\"%@\\\", got \\\"%@\\\"\";\n",
                "fa.lproj/Localizable.strings": "\"checksum\" = \"انتظار \\\"@%\\\" ولی \\\"@%\\\"\";\n",
            ], messages: true
        ).filter { $0.contains("invalid-format-specifier") }
        #expect(
            found == [
                "fa.lproj/Localizable.strings:1 warning invalid-format-specifier: the value of 'checksum' has '%\"', which is not a format "
                    + "specifier: Foundation shows '\"' in place of '%\"'; write '%%' for a percent sign (2 places in the value)"
            ])
    }
}

/// `% @`, `%1 @`, `%4$ @`: CoreFoundation reads the space as a flag and prints the object as `%@` does
/// (Sequel-Ace's German table has seven), so the user sees the right text: a note of style, and the
/// argument counts as shown.
@Suite("A space inside '%@'")
struct SpacedObjectTests {
    @Test func isANoteAndTheArgumentIsShown() throws {
        let found = try TreeLint.findings(
            [
                "en.lproj/Localizable.strings": "\"checksum\" = \"Table checksum: %@\";\n\"encoding\" = \"encoding: %1$@\";\n",
                "de.lproj/Localizable.strings": "\"checksum\" = \"Tabelle Prüfsumme: % @\";\n\"encoding\" = \"Codierung: %1 @\";\n",
            ], messages: true
        )
        #expect(
            found == [
                "de.lproj/Localizable.strings:1 note invalid-format-specifier: the value of 'checksum' has '% @', which Foundation reads "
                    + "as '%@' with a space flag and prints the object as '%@' does; write '%@', the form translators and tools expect",
                "de.lproj/Localizable.strings:2 note invalid-format-specifier: the value of 'encoding' has '%1 @', which Foundation reads "
                    + "as '%@' with a space flag and prints the object as '%@' does; write '%@', the form translators and tools expect",
            ])
    }
}
