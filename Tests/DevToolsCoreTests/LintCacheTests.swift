import DevToolsCore
import Foundation
import DevToolsTestSupport
import Testing

/// A linter whose every finding carries a fresh token, so a test can tell a cached result from a new run.
/// It also reports a cross-file fact: the number of files that mention "shared".
struct TokenLinter: Linter {
    static let toolName = "lint-tokens"
    static let configSection = "tokens"
    static let fileExtensions: Set<String> = ["txt"]
    static let configOptions: [String: ConfigOptionKind] = [:]
    static let rules = [RuleDescription(id: "token", summary: "s", rationale: "r", defaultSeverity: .warning)]

    init(configuration: ToolConfiguration) {}

    func lint(_ files: [SourceFile]) throws -> [Diagnostic] {
        let sharing = try files.filter { try String(contentsOfFile: $0.absolutePath, encoding: .utf8).contains("shared") }.count
        let location = SourceLocation(file: files[0].displayPath, line: 1, column: 1)
        return [Diagnostic(ruleID: "token", severity: .warning, location: location, message: "\(UUID()) \(sharing)")]
    }
}

@Suite("Incremental runs through the cache")
struct LintCacheTests {
    let folder: TemporaryFolder
    let cache: LintCache

    init() throws {
        folder = try TemporaryFolder()
        cache = LintCache(directory: folder.url.appendingPathComponent("cache").path)
        try folder.write("src/a.txt", "shared")
        try folder.write("src/b.txt", "b")
    }

    func message(settings: [String: RuleSetting] = [:]) throws -> String {
        let config = Configuration(baseDirectory: folder.path, sections: ["tokens": .init(ruleSettings: settings)])
        let runner = LintRunner(linters: [TokenLinter.self], configuration: config, workingDirectory: folder.path, cache: cache)
        return try #require(try runner.run(paths: ["src"], toolName: "t").diagnostics.first?.message)
    }

    @Test func unchangedTreeIsServedFromTheCache() throws {
        let first = try message()
        #expect(try message() == first)
    }

    @Test func anyChangedFileRelintsAndCrossFileResultsStayRight() throws {
        let first = try message()
        #expect(first.hasSuffix(" 1"))
        try folder.write("src/b.txt", "shared too")
        let second = try message()
        #expect(second != first)
        #expect(second.hasSuffix(" 2"), "the cross-file count sees the change in b.txt")
    }

    @Test func configurationIsPartOfTheKey() throws {
        let first = try message()
        #expect(try message(settings: ["token": .error]) != first)
    }

    @Test func newFileIsPartOfTheKey() throws {
        let first = try message()
        try folder.write("src/c.txt", "shared")
        #expect(try message() != first)
    }
}
