import ComponentLint
import SourceFacts
import DevToolsCore
import Foundation
import Testing

/// Real-code traps, reproduced in `Fixtures/Traps` (see its README): correct code that must stay quiet.
@Suite("lint-components on correct code shaped like ComponentKit's own")
struct TrapTests {
    static let traps = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent("Traps")

    func lint(_ files: [String]? = nil) throws -> [Diagnostic] {
        let configuration = Configuration(baseDirectory: Self.traps.path)
        let runner = LintRunner(linters: [ComponentLinter.self], configuration: configuration, workingDirectory: Self.traps.path)
        return try runner.run(paths: files ?? ["."], toolName: "lint-components").diagnostics
    }

    @Test func noFindingsAtAll() throws {
        let found = try lint()
        #expect(found.isEmpty, "\(found.map { "\($0.location.file):\($0.location.line) \($0.ruleID): \($0.message)" })")
    }

    @Test func eachTrapAloneIsQuietToo() throws {
        // Alone, a file cannot lean on another's declarations (the Modern trap decides the generation).
        for file in [
            "TernarySuper.mm", "BuildController.mm", "ControllerTests.mm", "RenderComponent.mm", "CommentsAndStrings.mm", "Hosting.swift",
            "ViewBlockNode.m",
            "HelperInit.m", "DeferredWork.swift", "Alternatives.mm", "LegacyTests/FakeControllers.mm",
        ] {
            let found = try lint([file])
            #expect(found.isEmpty, "\(file): \(found.map { "\($0.location.line) \($0.ruleID): \($0.message)" })")
        }
    }
}
