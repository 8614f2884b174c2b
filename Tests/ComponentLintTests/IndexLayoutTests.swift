@testable import ComponentLint
@testable import SourceFacts
import Testing

/// The index refers to the facts rather than copying them: these check that every class still gets
/// its own declarations and methods, in file order, across files and categories, and that chains
/// through cycles and unknown classes answer as they did.
@Suite("Project index layout")
struct IndexLayoutTests {
    func facts(_ file: String, _ code: String) -> FileFacts {
        let language = SourceLanguage(fileExtension: String(file.split(separator: ".").last!))!
        return FactExtractor.facts(of: TokenizedSource(bytes: Array(code.utf8), language: language), file: file)
    }

    var index: ProjectIndex {
        ProjectIndex(files: [
            facts(
                "A.h",
                """
                @interface Card : CKComponent
                + (instancetype)newWithModel:(id)model;
                @end
                @interface Other : NSObject
                @end
                """),
            facts(
                "A.mm",
                """
                @implementation Other
                - (void)ping {}
                @end
                @implementation Card
                + (instancetype)newWithModel:(id)model { return [super newWithComponent:nil]; }
                - (void)layout {}
                @end
                @implementation Card (Extras)
                - (void)extra {}
                @end
                """),
            facts(
                "B.mm",
                """
                @implementation Other (More)
                - (void)pong {}
                @end
                @interface LoopA : LoopB
                @end
                @interface LoopB : LoopA
                @end
                @interface Orphan : Mystery
                @end
                @interface Late : Card
                @end
                """),
        ])
    }

    @Test func declarationsAndMethodsStayWithTheirClassInFileOrder() {
        let index = index
        #expect(index.declarations(of: "Card").map(\.kind) == [.interface, .implementation, .category])
        #expect(index.declarations(of: "Card").map(\.file) == ["A.h", "A.mm", "A.mm"])
        #expect(index.methods(of: "Card").map(\.selector) == ["newWithModel:", "layout", "extra"])
        #expect(index.methods(of: "Other").map(\.selector) == ["ping", "pong"])
        #expect(index.declarations(of: "Other").map(\.kind) == [.interface, .implementation, .category])
        #expect(index.methods(of: "Late").isEmpty)
        #expect(index.declarations(of: "CKComponent").isEmpty, "a framework class has no declarations")
        #expect(index.primaryDeclaration(of: "Card")?.file == "A.mm")
    }

    @Test func chainsAndTraits() {
        let index = index
        #expect(index.isComponent("Card") && index.isComponent("Late"))
        #expect(!index.isComponent("CKComponent"))
        #expect(index.hasSubclass("Card") && !index.hasSubclass("Late"))
        #expect(index.isImplemented("Card") && !index.isImplemented("Late"))
        #expect(index.entry("Late")?.ancestors == ["Late", "Card", "CKComponent", "NSObject"])
        #expect(index.superclass(of: "Late") == "Card")
        #expect(index.superclass(of: "CKCompositeComponent") == "CKComponent")
        #expect(index.descends("Other", from: "CKComponent") == false)
    }

    @Test func cyclesAndUnknownSuperclassesSayNothing() {
        let index = index
        #expect(index.descends("LoopA", from: "CKComponent") == nil)
        #expect(index.descends("LoopB", from: "NSObject") == nil)
        #expect(index.hasSubclass("LoopA") && index.hasSubclass("LoopB"))
        #expect(index.descends("Orphan", from: "CKComponent") == nil)
        #expect(index.superclass(of: "Orphan") == "Mystery")
        #expect(index.entry("Mystery") != nil && !index.isDeclared("Mystery"), "met on a chain only")
        #expect(index.hasSubclass("Mystery"))
    }

    @Test func scannedHoldsEveryDeclaredClassOnce() {
        let names = index.scanned.map(\.name)
        #expect(names == ["Card", "Other", "LoopA", "LoopB", "Orphan", "Late"])
        #expect(Set(index.classNames) == Set(names))
    }
}

@Suite("Class name table")
struct NameTableTests {
    @Test func findsEveryNameAfterGrowingAndNoOther() {
        var table = NameTable(capacity: 0)
        var names: [String] = []
        for index in 0..<5_000 {
            let name = "Item\(index)Component"
            let next = Int32(names.count)
            #expect(table.position(of: name, orInsert: next, in: names) == next)
            names.append(name)
        }
        #expect(table.position(of: "Item42Component", orInsert: Int32(names.count), in: names) == 42, "a known name is not added")
        #expect((0..<5_000).allSatisfy { table.position(of: "Item\($0)Component", in: names) == Int32($0) })
        #expect(table.position(of: "Item5000Component", in: names) == nil)
        #expect(table.position(of: "", in: names) == nil)
    }
}

@Suite("Scope mentions kept where a rule reads them")
struct ScopeMentionTests {
    @Test func onlyObjectiveCFilesKeepTheirScopeMentions() {
        let code = Array(
            "@implementation A\n+ (instancetype)new\n{\n  CKComponentScope scope(self);\n  return [super new];\n}\n@end\n".utf8)
        func mentions(_ language: SourceLanguage) -> [Int] {
            FactExtractor.facts(of: TokenizedSource(bytes: code, language: language), file: "f").scopeMentions.map(\.line)
        }
        #expect(mentions(.objectiveC) == [4])
        #expect(mentions(.objectiveCPlusPlus).isEmpty)
    }
}

@Suite("Framework superclasses")
struct FrameworkSuperclassTests {
    @Test func tableConventionsAndOtherNames() {
        #expect(FrameworkClasses.superclass(of: "UIButton") == "UIControl")
        #expect(FrameworkClasses.superclass(of: "ASPagerNode") == "ASCollectionNode")
        #expect(FrameworkClasses.superclass(of: "ASFancyNode") == "ASDisplayNode", "Texture's naming convention")
        #expect(FrameworkClasses.superclass(of: "CKFancyComponent") == "CKComponent", "ComponentKit's naming convention")
        #expect(FrameworkClasses.superclass(of: "ItemComponent") == nil)
        #expect(FrameworkClasses.superclass(of: "U") == nil)
        #expect(FrameworkClasses.superclass(of: "M\u{212A}MapView") == "UIView", "a name canonically equal to a framework name")
    }
}

@Suite("Framework base bits")
struct FrameworkBasesTests {
    /// `of` answers from literals, `names` gives each bit's class: the two must name the same classes.
    @Test func eachNameHasItsOwnBit() {
        for (position, name) in FrameworkBases.names.enumerated() {
            #expect(FrameworkBases.of(name) == FrameworkBases(rawValue: 1 << position), "\(name)")
            #expect(FrameworkBases.of(name + "X").isEmpty)
            #expect(FrameworkBases.of(String(name.dropLast())).isEmpty)
        }
        #expect(FrameworkBases.of("UIVie\u{0077}") == FrameworkBases.of("UIView"))
        #expect(FrameworkBases.of("ASDisplayNod\u{0065}\u{0301}").isEmpty)
    }

    /// The framework table's classes are marked once, while the index is built; scanned classes are not.
    @Test func frameworkClassesAreMarked() {
        let index = ProjectIndex(files: [
            FactExtractor.facts(
                of: TokenizedSource(
                    bytes: Array("@interface UIButton : UIControl\n@end\n@interface Card : CKComponent\n@end\n".utf8), language: .objectiveC
                ),
                file: "A.h")
        ])
        #expect(index.entry("UIButton")?.isFrameworkClass == true, "declared in a scanned file, and still the framework's")
        #expect(index.entry("ASCellNode")?.isFrameworkClass == true, "in the table, not in the files")
        #expect(index.entry("Card")?.isFrameworkClass == false)
    }
}
