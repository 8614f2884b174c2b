import ComponentLint
import SourceFacts
import DevToolsCore
import Foundation
import DevToolsTestSupport
import Testing

/// A source deleted between discovery and reading (an editor's temporary file, a branch switch).
@Suite("lint-components and files that vanish mid-run")
struct VanishedFileTests {
    @Test("a file deleted after discovery is linted as absent, not as an error")
    func deletedFileIsAbsent() throws {
        let folder = try TemporaryTree.make([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = [
            "Profile.mm": "@interface ProfileComponent : CKCompositeComponent\n@end\n@implementation ProfileComponent\n@end\n",
            // Named like a controller of a component that is gone once Profile.mm is: controller-naming.
            "Controller.mm": """
            @interface ProfileComponentControler : CKComponentController
            @end
            @implementation ProfileComponentControler
            @end
            """,
        ]
        for (name, text) in sources { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let files = ["Controller.mm", "Profile.mm"].map {
            SourceFile(absolutePath: folder.appendingPathComponent($0).path, displayPath: $0)
        }
        let linter = ComponentLinter(configuration: ToolConfiguration(baseDirectory: folder.path))
        let before = try linter.lint(files)
        #expect(before.map(\.ruleID) == ["controller-naming"])
        #expect(before.first?.message.contains("Rename it to 'ProfileComponentController'") == true)

        try FileManager.default.removeItem(at: folder.appendingPathComponent("Profile.mm"))
        let after = try linter.lint(files)
        #expect(after.map(\.ruleID) == ["controller-naming"])
        #expect(after.first?.message.contains("Rename it after its component") == true, "the deleted component is no longer known")
    }
}
