import DevToolsCore
import Foundation
import DevToolsTestSupport
import Testing
@testable import StringsLint

/// The `text` report a user sees for a file with a syntax error and a duplicate key.
@Suite("Text report")
struct TextReportGoldenTests {
    @Test("golden text output: source line, caret, note")
    func golden() throws {
        let folder = try TemporaryTree.make([:])
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = """
            /* Login */
            "login.title" = "Sign in";
            "login.body" = "Welcome back"
            "login.button" = "Continue";
            "login.title" = "Log in";

            """
        try Data(text.utf8).write(to: folder.appendingPathComponent("en.lproj/Localizable.strings"))
        let configuration = Configuration(baseDirectory: folder.path, sections: [:])
        let runner = LintRunner(linters: [StringsLinter.self], configuration: configuration, workingDirectory: folder.path)
        let report = try runner.run(paths: [], toolName: StringsLinter.toolName)
        let output = TextReporter().render(report, context: ReportContext(useColor: false, workingDirectory: folder.path))
        #expect(
            output == """
                en.lproj/Localizable.strings
                  3:30: error: missing ';' at the end of this entry; add ';' after the value [syntax-error]
                     3 | "login.body" = "Welcome back"
                       |                              ^
                  5:1: error: duplicate key "login.title": Apple silently keeps only the last definition; remove one of them [duplicate-key]
                     5 | "login.title" = "Log in";
                       | ^
                    note: first defined here (2:1)
                     2 | "login.title" = "Sign in";
                       | ^

                2 errors, 0 warnings in 1 file (1 file checked)

                """)
    }
}
