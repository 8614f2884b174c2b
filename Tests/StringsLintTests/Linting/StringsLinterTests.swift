import DevToolsCore
import Foundation
import DevToolsTestSupport
import Testing
@testable import StringsLint

/// The linter over files on disk: which files it reads, the tables it hands to later passes.
@Suite("StringsLinter")
struct StringsLinterTests {
    static func makeFolder(_ files: [String: Data]) throws -> URL {
        try TemporaryTree.make(data: files)
    }

    static func sourceFiles(in folder: URL, _ paths: [String]) -> [SourceFile] {
        paths.map { SourceFile(absolutePath: folder.appendingPathComponent($0).path, displayPath: $0) }
    }

    @Test("each kind of file is read by its own reader: .strings tables, .stringsdict XML, .xcstrings JSON")
    func eachKindItsReader() throws {
        let folder = try Self.makeFolder([
            "en.lproj/A.strings": Data("\"a\" = \"A\"".utf8),
            "en.lproj/A.stringsdict": Data("not a plist at all".utf8),
            "Localizable.xcstrings": Data("{ broken".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = Self.sourceFiles(in: folder, ["en.lproj/A.strings", "en.lproj/A.stringsdict", "Localizable.xcstrings"])
        let linter = StringsLinter(configuration: ToolConfiguration(baseDirectory: folder.path))
        let found = try linter.lint(files)
        #expect(
            found.map { "\($0.location.file) \($0.ruleID)" }.sorted()
                == [
                    "Localizable.xcstrings xcstrings-syntax", "en.lproj/A.strings syntax-error",
                    "en.lproj/A.stringsdict stringsdict-syntax",
                ])
        let tables = try linter.parseTables(files)
        #expect(tables.count == 1)
        #expect(tables[files[0]]?.entries.map(\.key) == ["a"])
    }

    @Test("many files are linted in parallel with results in file order, the same as one by one")
    func parallelOrder() throws {
        var contents: [String: Data] = [:]
        for index in 0..<40 { contents["l\(index)/L.strings"] = Data("\"k\" = \"v\"\n\"k\" = \"w\";\n".utf8) }
        let folder = try Self.makeFolder(contents)
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = contents.keys.sorted()
        let linter = StringsLinter(configuration: ToolConfiguration(baseDirectory: folder.path))
        let together = try linter.lint(Self.sourceFiles(in: folder, paths))
        let oneByOne = try paths.flatMap { try linter.lint(Self.sourceFiles(in: folder, [$0])) }
        #expect(together == oneByOne)
        #expect(together.count == 80)
    }

    @Test("a file deleted after discovery is linted as absent; a folder in its place is a tool error naming it")
    func vanishedAndUnreadable() throws {
        let folder = try Self.makeFolder([
            "en.lproj/A.strings": Data("\"a\" = \"A\";\n\"b\" = \"B\";\n".utf8),
            "fr.lproj/A.strings": Data("\"a\" = \"A\";\n".utf8),
            "de.lproj/A.strings": Data("\"a\" = \"A\";\n\"a\" = \"B\";\n".utf8),
            "de.lproj/A.stringsdict": Data("<plist><dict/></plist>".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let linter = StringsLinter(configuration: ToolConfiguration(baseDirectory: folder.path))
        let all = Self.sourceFiles(
            in: folder, ["de.lproj/A.strings", "de.lproj/A.stringsdict", "en.lproj/A.strings", "fr.lproj/A.strings"])
        let withoutGerman = try linter.lint(Self.sourceFiles(in: folder, ["en.lproj/A.strings", "fr.lproj/A.strings"]))
        #expect(withoutGerman.map(\.ruleID) == ["missing-key"], "fr lacks b")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("de.lproj"))
        let afterDeletion = try linter.lint(all)
        #expect(
            afterDeletion.map { "\($0.location.file) \($0.ruleID) \($0.message)" }
                == withoutGerman.map { "\($0.location.file) \($0.ruleID) \($0.message)" })

        try FileManager.default.createDirectory(at: folder.appendingPathComponent("de.lproj/A.strings"), withIntermediateDirectories: true)
        #expect(throws: ToolError(path: "de.lproj/A.strings", "cannot be read (not a regular file)")) { try linter.lint(all) }
    }

    @Test("rules turned off in the config are dropped; the encoding option is honoured")
    func configuration() throws {
        let folder = try Self.makeFolder(["en.lproj/A.strings": Data("a = \"A\";\n\"a\" = \"B\";\n".utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let section = Configuration.SectionConfiguration(ruleSettings: [DuplicateKeyRule.id: .off], options: ["encoding": .string("utf16")])
        let configuration = Configuration(baseDirectory: folder.path, sections: [StringsLinter.configSection: section])
        let runner = LintRunner(linters: [StringsLinter.self], configuration: configuration, workingDirectory: folder.path)
        let report = try runner.run(paths: [], toolName: StringsLinter.toolName)
        #expect(report.diagnostics.map(\.ruleID) == [FileEncodingRule.id, UnquotedStringRule.id])
    }
}
