@testable import ComponentLint
@testable import SourceFacts
import Testing

/// A superclass that no scanned file declares and the framework table does not know (a CocoaPods pod's,
/// an SDK's) is a state of its own in the index, not "no superclass".
@Suite("Classes from outside the tree")
struct ExternalClassTests {
    func facts(_ file: String, _ code: String) -> FileFacts {
        let language = SourceLanguage(fileExtension: String(file.split(separator: ".").last!))!
        return FactExtractor.facts(of: TokenizedSource(bytes: Array(code.utf8), language: language), file: file)
    }

    @Test func chainEnds() {
        let index = ProjectIndex(files: [
            facts(
                "A.mm",
                """
                @interface FeedViewController : PodBaseViewController
                @end
                @interface PodBaseViewController (Feed)
                @end
                @interface ListController : FeedViewController
                @end
                @interface Label : UILabel
                @end
                @interface Badge : CKPodBadgeComponent
                @end
                """),
            facts("B.swift", "final class Plain {}\nclass Spec: QuickSpec {}\n"),
        ])
        #expect(index.chainEnd(of: "ListController") == .external("PodBaseViewController"), "a category does not declare the class")
        #expect(index.leavesTree("ListController"))
        #expect(index.descends("ListController", from: "UIViewController") == nil)
        #expect(index.chainEnd(of: "Label") == .root)
        #expect(!index.leavesTree("Label"))
        #expect(index.chainEnd(of: "Plain") == .open, "a Swift root class has no superclass, which is not an external one")
        #expect(!index.leavesTree("Plain"))
        #expect(index.chainEnd(of: "Badge") == .root, "the naming conventions make it a component")
        #expect(index.isComponent("Badge"))
        #expect(index.leavesTree("Badge"), "but its parent is only guessed")
        #expect(index.entry("Spec").map(TestCode.isTestCase) == true)
        #expect(index.entry("FeedViewController").map(TestCode.isTestCase) == false)
    }
}
