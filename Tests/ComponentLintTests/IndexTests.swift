@testable import ComponentLint
@testable import SourceFacts
import Testing

@Suite("Project index across files")
struct IndexTests {
    func facts(_ file: String, _ code: String) -> FileFacts {
        let language = SourceLanguage(fileExtension: String(file.split(separator: ".").last!))!
        return FactExtractor.facts(of: TokenizedSource(bytes: Array(code.utf8), language: language), file: file)
    }

    @Test func superclassChainsResolveAcrossFilesAndGenericsAreStripped() {
        let index = ProjectIndex(files: [
            facts("A.h", "@interface BaseController : CKComponentController\n@end\n@class Forward;\n"),
            facts(
                "B.mm",
                "@interface ListController<T> : BaseController<T>\n@end\n@interface ListController () \n@end\n@interface ListController (Extras)\n@end"
            ),
            facts("C.swift", "final class Feed<T>: ListController, Protocol {}\n"),
        ])
        #expect(index.isController("ListController"))
        #expect(index.isController("Feed"), "a controller of a controller is a controller")
        #expect(index.superclass(of: "ListController") == "BaseController")
        #expect(index.declarations(of: "ListController").map(\.kind) == [.interface, .classExtension, .category])
        #expect(!index.isDeclared("Forward"), "a forward @class declares nothing")
        #expect(index.descends("Unknown", from: "CKComponentController") == nil)
        #expect(index.descends("NSObject", from: "CKComponentController") == false)
    }

    @Test func methodsAndTheirFacts() throws {
        let file = facts(
            "P.mm",
            """
            @implementation ProfileComponent
            + (instancetype)newWithName:(NSString *)name size:(CGSize)size
            {
              CKComponentScope scope(self, name);
              CKComponent *c = [CKLabelComponent newWithLabelAttributes:{} viewAttributes:{} size:{}];
              return [super newWithComponent:c];
            }
            - (void)viewWillAppear:(BOOL)animated
            {
              [super viewWillAppear:animated];
            }
            @end
            """)
        let constructor = try #require(file.methods.first)
        #expect(constructor.selector == "newWithName:size:")
        #expect(constructor.isComponentConstructor)
        #expect(constructor.body.scopes.map(\.firstArgument) == ["self"])
        #expect(constructor.body.childBuilds.map(\.name) == ["CKLabelComponent"])
        #expect(constructor.body.superNewCalls.map(\.name) == ["return"])
        #expect(file.methods.last?.body.superCalls == ["viewWillAppear:"])
    }

    @Test func generationFromLockFiles() {
        #expect(ComponentKitGeneration(version: "0.22") == .classic)
        #expect(ComponentKitGeneration(version: "0.23") == .modern)
        #expect(ComponentKitGeneration(version: "0.31.1") == .modern)
        #expect(ComponentKitGeneration.lockFileReaders[0].1("PODS:\n  - ComponentKit (0.20):\n    - Yoga\n") == "0.20")
        #expect(ComponentKitGeneration.lockFileReaders[1].1("github \"facebook/componentkit\" \"0.25\"\n") == "0.25")
    }
}
