import DevToolsCore
import Foundation
import DevToolsTestSupport
import Testing

/// A linter that reports every line containing `BAD` (error) or `meh` (warning, opt-in rule `meh`).
struct WordLinter: Linter {
    static let toolName = "lint-words"
    static let configSection = "words"
    static let fileExtensions: Set<String> = ["txt"]
    static let configOptions: [String: ConfigOptionKind] = [:]
    static let rules = [
        RuleDescription(id: "bad", summary: "BAD", rationale: "r", defaultSeverity: .error),
        RuleDescription(id: "meh", summary: "meh", rationale: "r", defaultSeverity: .warning, isOptIn: true),
    ]

    init(configuration: ToolConfiguration) {}

    func lint(_ files: [SourceFile]) throws -> [Diagnostic] {
        try files.flatMap { file -> [Diagnostic] in
            let text = try String(contentsOfFile: file.absolutePath, encoding: .utf8)
            return LineSplitter.lines(of: text).enumerated().flatMap { index, line -> [Diagnostic] in
                var found: [Diagnostic] = []
                let location = SourceLocation(file: file.displayPath, line: index + 1, column: 1)
                if line.contains("BAD") { found.append(Diagnostic(ruleID: "bad", severity: .error, location: location, message: "bad")) }
                if line.contains("meh") { found.append(Diagnostic(ruleID: "meh", severity: .warning, location: location, message: "meh")) }
                return found
            }
        }
    }
}

@Suite("The runner applies config and suppressions for every linter")
struct LintRunnerTests {
    func run(_ text: String, settings: [String: RuleSetting] = [:]) throws -> [Diagnostic] {
        let folder = try TemporaryFolder()
        try folder.write("a.txt", text)
        let config = Configuration(baseDirectory: folder.path, sections: ["words": .init(ruleSettings: settings)])
        return try LintRunner(linters: [WordLinter.self], configuration: config, workingDirectory: folder.path)
            .run(paths: [], toolName: "lint-words").diagnostics
    }

    @Test func defaultsDropOptInRules() throws {
        #expect(try run("BAD meh\n").map(\.ruleID) == ["bad"])
    }

    @Test func configTurnsRulesOnOffAndChangesSeverity() throws {
        let found = try run("BAD meh\n", settings: ["bad": .off, "meh": .error])
        #expect(found.map(\.ruleID) == ["meh"])
        #expect(found.map(\.severity) == [.error])
    }

    @Test func suppressionCommentsAreHonoured() throws {
        let found = try run("BAD // devtools:disable:this bad\n// devtools:disable:next bad\nBAD\nBAD\n")
        #expect(found.map(\.location.line) == [4])
    }
}
