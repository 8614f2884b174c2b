import Foundation
import DevToolsTestSupport
import Testing

/// Files named on the command line (as pre-commit passes staged files) are judged within their project,
/// and only their findings are reported; `--no-project-context` judges them alone.
@Suite("Named files within their project")
struct ProjectContextTests {
    static let header = "@interface ProfileComponent : CKCompositeComponent\n+ (instancetype)newWithModel:(id)model;\n@end\n"
    static let controller = SampleSources.profileComponentController

    func project(_ files: [String: String]) throws -> URL {
        let root = try TemporaryTree.make(files)
        try ShellRunner.run(["git", "init", "-q"], in: root)
        return root
    }

    @Test func aControllerNamedAloneMeetsItsComponentInAnUnchangedHeader() throws {
        let root = try project([
            "Sources/Profile/ProfileComponent.h": Self.header,
            "Sources/Profile/Controllers/ProfileComponentController.mm": Self.controller,
            "Sources/Other/BrokenComponentController.mm": Self.controller.replacingOccurrences(of: "Profile", with: "Broken"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let named = "Sources/Profile/Controllers/ProfileComponentController.mm"
        let within = try ExecutableRunner.run("lint-components", ["--no-cache", "--format", "xcode", named], in: root)
        #expect(within.status == 0, "\(within.stdout)\(within.stderr)")
        #expect(within.stdout.isEmpty, "the broken controller elsewhere is not reported: \(within.stdout)")

        let alone = try ExecutableRunner.run(
            "lint-components", ["--no-cache", "--format", "xcode", "--no-project-context", named], in: root)
        #expect(alone.status == 1)
        #expect(
            alone.stdout.contains(
                "\(named):1:1: error: 'ProfileComponentController' is a component controller, but no component is named 'ProfileComponent'"),
            "\(alone.stdout)")
    }

    @Test func aTranslationNamedAloneIsComparedWithTheDevelopmentLanguage() throws {
        let root = try project([
            "App/en.lproj/Localizable.strings": "\"count\" = \"%d items\";\n\"title\" = \"Title\";\n\"a\" = \"A\";\n\"a\" = \"A\";\n",
            "App/de.lproj/Localizable.strings": "\"count\" = \"%@ Artikel\";\n\"title\" = \"Titel\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let named = "App/de.lproj/Localizable.strings"
        let result = try ExecutableRunner.run("lint-strings", ["--no-cache", "--format", "xcode", named], in: root)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.contains { $0.hasPrefix("\(named):1:") && $0.contains("error:") && $0.contains("[format-mismatch]") }, "\(result.stdout)")
        #expect(lines.contains { $0.hasPrefix("\(named):") && $0.contains("[missing-key]") && $0.contains("'a'") }, "\(result.stdout)")
        // Related notes point into the development table; its own findings (a duplicate key) are not reported.
        #expect(!lines.contains { $0.hasPrefix("App/en.lproj") && !$0.contains(": note: ") }, "\(result.stdout)")
        #expect(!result.stdout.contains("[duplicate-key]"), "\(result.stdout)")

        let text = try ExecutableRunner.run("lint-strings", ["--no-cache", named], in: root)
        #expect(text.stdout.contains("(1 file checked)"), "the summary counts the named file: \(text.stdout)")

        let alone = try ExecutableRunner.run("lint-strings", ["--no-cache", "--format", "xcode", "--no-project-context", named], in: root)
        #expect(alone.status == 0, "alone, nothing to compare with: \(alone.stdout)")
    }

    /// A staged view whose `Text("…")` gives English no translation has: the run over the named file
    /// reports it at the code, as the run over the project does (it used to compare only tables named).
    @Test func aNamedSourceGetsTheMissingTranslationsOfTheKeysItsCodeGives() throws {
        let root = try project([
            "App/en.lproj/Localizable.strings": "\"Settings\" = \"Settings\";\n",
            "App/de.lproj/Localizable.strings": "\"Settings\" = \"Einstellungen\";\n",
            "App/NewView.swift": "import SwiftUI\nstruct NewView: View { var body: some View { Text(\"Brand new label\") } }\n",
            "App/Other.swift": "import SwiftUI\nstruct Other: View { var body: some View { Text(\"Another label\") } }\n",
            "App/Root.swift": "import SwiftUI\nstruct Root: View { var body: some View { NewView(); Other() } }\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let whole = try ExecutableRunner.run("devtools", ["lint", "--no-cache", "--format", "xcode", "--sources", "App", "."], in: root)
        let expected = "App/NewView.swift:2:"
        #expect(whole.stdout.contains(expected) && whole.stdout.contains("'Brand new label'"), "\(whole.stdout)")
        let named = try ExecutableRunner.run(
            "devtools", ["lint", "--no-cache", "--format", "xcode", "--sources", "App", "App/NewView.swift"], in: root)
        let lines = named.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 1 && lines[0].hasPrefix(expected) && lines[0].contains("'Brand new label'"), "\(named.stdout)")
    }

    @Test func namedFoldersAreTheirOwnContext() throws {
        let root = try project([
            "Sources/Profile/ProfileComponent.h": Self.header,
            "Sources/Controllers/ProfileComponentController.mm": Self.controller,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try ExecutableRunner.run("lint-components", ["--no-cache", "--format", "xcode", "Sources/Controllers"], in: root)
        #expect(result.status == 1, "a folder run sees only the folder: \(result.stdout)")
    }
}
