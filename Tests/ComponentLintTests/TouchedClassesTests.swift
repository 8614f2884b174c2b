@testable import ComponentLint
@testable import SourceFacts
import DevToolsCore
import Foundation
import DevToolsTestSupport
import Testing

/// A run that wants findings in a few files only (a commit hook's staged files) reads the other files
/// as outlines, and whole only those that declare a class the reported files touch: it must report in
/// each such file exactly what a run that reads every file whole reports there.
@Suite("lint-components restricted to the classes the reported files touch")
struct TouchedClassesTests {
    @Test func eachFileReportedAloneFindsWhatTheWholeRunFindsThere() throws {
        let folder = try TemporaryFolder()
        let files = try FactsRecordsTests.corpus(in: folder.url.appendingPathComponent("project"))
        try FactsRecordsTests.age(files)
        let linter = FactsRecordsTests.linter
        let whole = try linter.lint(files)
        let cache = folder.url.appendingPathComponent("cache").path
        let first = PerFileRecords(directory: cache, name: "facts-test")
        _ = try linter.lint(files, context: LintContext(records: first))
        first.save()
        var compared = 0
        for file in files {
            let records = PerFileRecords(directory: cache, name: "facts-test")
            let scope = ReportScope(paths: [file.absolutePath])
            let found = try linter.lint(files, context: LintContext(records: records, scope: scope))
            let expected = FactsRecordsTests.rendered(whole.filter { $0.location.file == file.displayPath })
            #expect(FactsRecordsTests.rendered(found.filter { $0.location.file == file.displayPath }) == expected, "\(file.displayPath)")
            compared += expected.count
        }
        #expect(compared > 50, "the corpus has findings to compare")
    }

    /// A staged controller: its superclass's file is read whole (a method that must call super looks for
    /// the nearest superclass implementing it); its component (known by name from the outline) and an
    /// unrelated file are read as outlines, which still tell what they declare and create.
    @Test func onlyTheFilesOfTouchedClassesAreReadWhole() throws {
        let sources = [
            "ProfileComponentController.mm": """
            @interface ProfileComponentController : BaseController
            @end
            @implementation ProfileComponentController
            - (void)didMount { [super didMount]; }
            @end
            """,
            "ProfileComponent.mm": """
            @interface ProfileComponent : CKCompositeComponent
            @end
            @implementation ProfileComponent
            + (instancetype)new { CKComponentScope scope(self); return [super newWithComponent:nil]; }
            @end
            """,
            "BaseController.mm": """
            @interface BaseController : CKComponentController
            @end
            @implementation BaseController
            - (void)didMount { [super didMount]; }
            @end
            """,
            "Other.mm": """
            @interface Other : NSObject
            @end
            @implementation Other
            + (id)make { return [OtherComponentController new]; }
            + (Class)controllerClass { return nil; }
            @end
            """,
        ]
        let project = try RecordedProject(sources)
        let staged = try #require(project.file("ProfileComponentController.mm"))
        let (facts, judged) = try ComponentLinter.facts(
            of: project.files, records: project.records(), kept: nil, scope: ReportScope(paths: [staged.absolutePath]))
        let outlined = Set(facts.filter { $0.outline != nil }.map(\.file))
        #expect(outlined == ["Other.mm", "ProfileComponent.mm"])
        #expect(judged == ["ProfileComponentController"])
        let other = try #require(facts.first { $0.file == "Other.mm" })
        #expect(other.methods.isEmpty)
        #expect(other.classes.map(\.name) == ["Other", "Other"])  // its interface and its implementation
        #expect(
            other.outline
                == FileOutline(methodClasses: ["Other"], instantiatedClasses: ["OtherComponentController"], implementsControllerClass: true)
        )
    }

    /// A method that must call super because a superclass implements it too: the superclass's file (and
    /// a category on a framework class on the chain) is read whole, so a staged subclass is still told.
    @Test func aSuperclassImplementingTheMethodElsewhereIsStillFound() throws {
        let sources = [
            "BaseViewController.m": """
            @interface BaseViewController : UIViewController
            @end
            @implementation BaseViewController
            - (void)viewDidLoad { [super viewDidLoad]; }
            @end
            """,
            "ProfileViewController.m": """
            @interface ProfileViewController : BaseViewController
            @end
            @implementation ProfileViewController
            - (void)viewDidLoad { }
            @end
            """,
            "UITableViewController+Tracking.m": """
            @implementation UITableViewController (Tracking)
            - (void)viewDidLoad { }
            @end
            """,
            "ListViewController.m": """
            @interface ListViewController : UITableViewController
            @end
            @implementation ListViewController
            - (void)viewDidLoad { }
            @end
            """,
        ]
        let project = try RecordedProject(sources)
        for (staged, superclass) in [("ProfileViewController.m", "BaseViewController"), ("ListViewController.m", "UITableViewController")] {
            let found = try project.reportedAlone(staged)
            #expect(found.map(\.ruleID) == ["missing-super-call"], "\(staged)")
            #expect(found.first?.message.contains("its superclass '\(superclass)' implements viewDidLoad too") == true, "\(staged)")
            #expect(FactsRecordsTests.rendered(found) == FactsRecordsTests.rendered(project.whole.filter { $0.location.file == staged }))
        }
    }

    /// Whether the project uses `+controllerClass` (ComponentKit 0.23 and later) and which classes it
    /// creates are the whole project's answers, outlines included: a staged component whose controller is
    /// never registered is told so because another, unstaged file registers its own; one whose controller
    /// an unstaged file creates by hand is not.
    @Test func theGenerationAndTheCreatedClassesAreTheWholeProjects() throws {
        let sources = [
            "FeedComponent.mm": """
            @interface FeedComponent : CKCompositeComponent
            @end
            @implementation FeedComponent
            + (Class<CKComponentControllerProtocol>)controllerClass { return [FeedComponentController class]; }
            @end
            """,
            "ProfileComponent.mm": """
            @interface ProfileComponent : CKCompositeComponent
            @end
            @implementation ProfileComponent
            @end
            @interface ProfileComponentController : CKComponentController
            @end
            @implementation ProfileComponentController
            @end
            """,
            "SettingsComponent.mm": """
            @interface SettingsComponent : CKCompositeComponent
            @end
            @implementation SettingsComponent
            @end
            @interface SettingsComponentController : CKComponentController
            @end
            @implementation SettingsComponentController
            @end
            """,
            "Factory.mm": """
            @implementation Factory
            + (id)settingsController { return [SettingsComponentController new]; }
            @end
            """,
        ]
        let project = try RecordedProject(sources)
        for (name, expected) in [("ProfileComponent.mm", ["controller-not-registered"]), ("SettingsComponent.mm", [])] {
            #expect(try project.reportedAlone(name).map(\.ruleID) == expected, "\(name)")
        }
    }

    /// An outline read from a record has the file's declarations, preprocessor facts, and the outline of
    /// its methods; reading the whole record steps over the outline.
    @Test func anOutlineIsReadBackAsTheFactsGiveIt() throws {
        let folder = try TemporaryFolder()
        let files = try FactsRecordsTests.corpus(in: folder.url.appendingPathComponent("project"))
        var withOutline = 0
        for facts in try ParallelFacts.extract(files) {
            let record = FactsCoding.encode(facts)
            let outline = try #require(record.withUnsafeBytes { FactsCoding.decodeOutline($0, file: facts.file) })
            #expect(Array(outline.classes) == Array(facts.classes), "\(facts.file)")
            #expect(outline.preprocessor?.defines.map(\.name) == facts.preprocessor?.defines.map(\.name))
            #expect(outline.preprocessor?.branches.map(\.lines) == facts.preprocessor?.branches.map(\.lines))
            #expect(outline.outline == FileOutline(of: facts), "\(facts.file)")
            #expect(outline.methods.isEmpty)
            let read = try #require(record.withUnsafeBytes { FactsCoding.decode($0, file: facts.file) })
            #expect(read.outline == nil && read.methods.count == facts.methods.count)
            if !(outline.outline?.instantiatedClasses.isEmpty ?? true) { withOutline += 1 }
        }
        #expect(withOutline > 5, "the corpus creates classes")
    }
}
