import Foundation
import DevToolsTestSupport
import Testing

/// With the cache on, a run after a change to one file still sees the whole project: cross-file rules
/// (a component in one file, its controller in another) stay right.
@Suite("Incremental runs keep cross-file rules right")
struct IncrementalRunTests {
    @Test func controllerRenamedInAnotherFile() throws {
        let folder = try TemporaryTree.make([:])
        let cache = folder.appendingPathComponent(".cache").path
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, _ text: String) throws {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        func lint() throws -> ExecutableRunner.Result {
            try ExecutableRunner.run("lint-components", ["--cache-path", cache, "--format", "xcode", "."], in: folder)
        }
        try write("Profile.mm", "@interface ProfileComponent : CKCompositeComponent\n@end\n@implementation ProfileComponent\n@end\n")
        try write("Controller.mm", "@interface ProfileControler : CKComponentController\n@end\n@implementation ProfileControler\n@end\n")
        let first = try lint()
        #expect(first.status == 1)
        #expect(first.stdout.contains("Controller.mm:1:1: error: 'ProfileControler' is a component controller"))
        #expect(try lint() == first, "unchanged: the same report, from the cache")

        // Only the component's file changes: it is renamed to match the controller's name.
        try write("Profile.mm", "@interface ProfileControlerComponent : CKCompositeComponent\n@end\n")
        try write(
            "Controller.mm",
            "@interface ProfileControlerComponentController : CKComponentController\n@end\n@implementation ProfileControlerComponentController\n@end\n"
        )
        let fixed = try lint()
        #expect(fixed.status == 0, "\(fixed.stdout)")
        #expect(fixed.stdout == "")

        // Break it again from the component's side alone.
        try write("Profile.mm", "@interface OtherComponent : CKCompositeComponent\n@end\n")
        let broken = try lint()
        #expect(broken.status == 1)
        #expect(broken.stdout.contains("'ProfileControlerComponentController' is a component controller"))
    }
}
