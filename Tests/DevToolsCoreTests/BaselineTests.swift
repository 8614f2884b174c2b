import DevToolsCore
import Foundation
import DevToolsTestSupport
import Testing

@Suite("Baselines match by rule, file and line text")
struct BaselineTests {
    func diagnostics(in folder: TemporaryFolder) throws -> [Diagnostic] {
        let config = Configuration(baseDirectory: folder.path)
        return try LintRunner(linters: [WordLinter.self], configuration: config, workingDirectory: folder.path)
            .run(paths: [], toolName: "t").diagnostics
    }

    @Test func recordedFindingsStayHiddenWhenLinesMove() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.txt", "one BAD\ntwo\n")
        let lines = SourceLineCache(workingDirectory: folder.path)
        let baseline = Baseline(recording: try diagnostics(in: folder), lines: lines)
        try BaselineFile.write(baseline, to: "baseline.json", workingDirectory: folder.path)
        let reread = try BaselineFile.read("baseline.json", workingDirectory: folder.path)
        #expect(reread == baseline)

        try folder.write("a.txt", "new line\n\none BAD\ntwo\nthree BAD\none BAD\n")
        let fresh = reread.newFindings(in: try diagnostics(in: folder), lines: SourceLineCache(workingDirectory: folder.path))
        #expect(fresh.map(\.location.line) == [5, 6], "the moved finding stays hidden; a new text and a second copy are new")
    }

    @Test func unreadableBaselineIsAToolError() throws {
        let folder = try TemporaryFolder()
        try folder.write("b.json", "[1, 2]")
        #expect(throws: ToolError(path: "b.json", "not a devtools baseline file (expected JSON written by --write-baseline)")) {
            try BaselineFile.read("b.json", workingDirectory: folder.path)
        }
        #expect(throws: ToolError(path: "none.json", "baseline file not found or unreadable")) {
            try BaselineFile.read("none.json", workingDirectory: folder.path)
        }
    }
}
