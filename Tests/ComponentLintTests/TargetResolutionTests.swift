import ComponentLint
import SourceFacts
import DevToolsCore
import DevToolsTestSupport
import Foundation
import Testing

/// A class name two targets each declare resolves per target when the app's project says which files
/// each target compiles; without a project, the first declaration in path order decides, as before.
@Suite("lint-components resolves classes per target")
struct TargetResolutionTests {
    /// `Foo` is a plain object in App (first in path order) and a component controller in Widget; both
    /// override `didMount` without calling super.
    static let sources = [
        "App/Foo.h": "@interface Foo : NSObject\n@end\n",
        "App/Foo.mm": "#import \"Foo.h\"\n@implementation Foo\n- (void)didMount\n{\n}\n@end\n",
        "Widget/Foo.mm": "@interface Foo : CKComponentController\n@end\n@implementation Foo\n- (void)didMount\n{\n}\n@end\n",
    ]

    static let project = SynchronizedXcodeProject.text(targets: [
        .init("App", "application", folder: "App"), .init("Widget", "app-extension", folder: "Widget"),
    ])

    func lint(_ files: [String: String]) throws -> [Diagnostic] {
        try TemporaryTree.lint(files, with: ComponentLinter.self)
    }

    /// The files of the `missing-super-call` findings (Widget's `Foo` is also a controller named unlike
    /// its component's: `controller-naming`, which does not depend on the superclass guessed).
    func missingSuperCalls(_ found: [Diagnostic]) -> [String] {
        found.filter { $0.ruleID == "missing-super-call" }.map(\.location.file)
    }

    @Test("each target's file is checked against its own target's class")
    func sameNameInTwoTargets() throws {
        let found = try lint(Self.sources.merging(["App.xcodeproj/project.pbxproj": Self.project]) { $1 })
        #expect(missingSuperCalls(found) == ["Widget/Foo.mm"], "Widget's Foo is a controller; App's is a plain object")
    }

    @Test("the other way round: the first in path order is the controller, and only its file is reported")
    func firstInPathOrderDoesNotDecideForTheOtherTarget() throws {
        let swapped = [
            "App/Foo.mm": Self.sources["Widget/Foo.mm"]!,
            "Widget/Foo.h": "@interface Foo : NSObject\n@end\n",
            "Widget/Foo.mm": "#import \"Foo.h\"\n@implementation Foo\n- (void)didMount\n{\n}\n@end\n",
            "App.xcodeproj/project.pbxproj": Self.project,
        ]
        #expect(missingSuperCalls(try lint(swapped)) == ["App/Foo.mm"])
    }

    @Test("without a project, the first declaration in path order decides for every file, as before")
    func noProjectKeepsPathOrder() throws {
        let found = try lint(Self.sources)
        #expect(found.isEmpty, "App's Foo (NSObject) comes first: \(found.map { "\($0.location.file) \($0.ruleID)" })")
    }

    @Test("a subclass of a pod's class is not held to a requirement guessed from the pod class's name")
    func podParentIsExternal() throws {
        let found = try lint([
            "Pods/README": "ASPodFancyNode and PodBaseViewController come from pods that are not checked out\n",
            "Sources/MyNode.mm": """
            @interface MyNode : ASPodFancyNode
            @end
            @implementation MyNode
            - (void)layout
            {
            }
            @end
            @interface FeedViewController : PodBaseViewController
            @end
            @implementation FeedViewController
            - (void)viewDidLoad
            {
            }
            @end
            @interface OwnNode : ASDisplayNode
            @end
            @implementation OwnNode
            - (void)layout
            {
            }
            @end
            """,
        ])
        #expect(found.map(\.ruleID) == ["missing-super-call"])
        #expect(found.first?.message.contains("'OwnNode'") == true, "a node of Texture's own is still checked")
    }

    @Test("a class of a pod's test base (QuickSpec) is test code: making a controller by hand is not reported")
    func podTestBaseIsTestCode() throws {
        let controller = "@interface ProfileComponentController : CKComponentController\n@end\n"
        let maker = { (base: String) in
            "@interface FeedMaker : \(base)\n@end\n@implementation FeedMaker\n- (void)make\n{\n  [[ProfileComponentController alloc] init];\n}\n@end\n"
        }
        #expect(try lint(["Sources/Controller.h": controller, "Sources/Spec.m": maker("QuickSpec")]).isEmpty)
        let app = try lint(["Sources/Controller.h": controller, "Sources/Maker.m": maker("PodBaseObject")])
        #expect(app.map(\.ruleID) == ["controller-alloc"], "a pod's base not named like a test base is not taken for one")
    }
}
