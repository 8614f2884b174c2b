import DevToolsCore
import Foundation
import StringsLint
import DevToolsTestSupport
import Testing

/// A run that names one file of a project (a pre-commit hook's) reads only that file's tables, and
/// reports for it exactly what a run over everything reports for it.
@Suite struct ScopedRunTests {
    static func lint(_ folder: String, scope: String? = nil) throws -> [String] {
        let section = Configuration.SectionConfiguration(ruleSettings: ["untranslated": .warning], options: [:])
        let configuration = Configuration(baseDirectory: folder, sections: ["strings": section])
        var runner = LintRunner(linters: [StringsLinter.self], configuration: configuration, workingDirectory: folder)
        runner.reportScope = scope.map { ReportScope(paths: [folder + "/" + $0]) }
        return try runner.run(paths: ["."], toolName: "lint-strings").diagnostics
            .filter { scope == nil || $0.location.file == scope }
            .map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.severity) \($0.ruleID) \($0.message)" }
    }

    static func sameFindingsForEveryFile(in folder: String) throws -> Int {
        let everything = try lint(folder)
        let files = try FileDiscovery(extensions: StringsLinter.fileExtensions, excludeBase: folder, workingDirectory: folder)
            .files(in: [folder]).map(\.displayPath)
        for file in files {
            let scoped = try lint(folder, scope: file)
            let expected = everything.filter { $0.hasPrefix(file + ":") }
            #expect(scoped == expected, "\(file)")
        }
        return files.count
    }

    @Test func theFixtureLocalizationFileByFile() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Localization").path
        #expect(try Self.sameFindingsForEveryFile(in: folder) > 10)
    }

    @Test(.requiresShared("../shared is absent: the corpus of real localization files is not here") { SharedData.isAvailable })
    func aRealAppFileByFile() throws {
        let folder = try CorpusTree.rebuild(app: "owncloud__ios-app")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.sameFindingsForEveryFile(in: folder.path) > 20)
    }
}
