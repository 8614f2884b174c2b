@testable import ComponentLint
import DevToolsCore
import DevToolsTestSupport
import Foundation
import Testing

/// Findings in Objective-C branches that the project's own sources turn off are dropped: Texture's
/// Kittens sample keeps a `-layout` without `[super layout]` in the `#else` of `#if UseAutomaticLayout`,
/// which its `AppDelegate.h` defines to 1, so no build ever compiles it.
@Suite("Findings in code no build compiles")
struct DisabledBranchesTests {
    static let node = """
        #import "AppDelegate.h"
        @interface BlurbNode : ASCellNode
        @end
        @implementation BlurbNode
        #if UseAutomaticLayout
        - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
        {
          return nil;
        }
        #else
        - (void)layout
        {
          _textNode.frame = CGRectZero;
        }
        #endif
        @end
        """

    func lint(_ files: [String: String]) throws -> [Diagnostic] {
        try TemporaryTree.lint(files, with: ComponentLinter.self)
    }

    func missingSuper(_ found: [Diagnostic]) -> [String] {
        found.filter { $0.ruleID == "missing-super-call" }.map { "\($0.location.file):\($0.location.line)" }
    }

    @Test("an #else that an imported header's #define turns off is not reported")
    func importedDefineTurnsBranchOff() throws {
        let found = try lint([
            "Sample/AppDelegate.h": "#import <UIKit/UIKit.h>\n\n#define UseAutomaticLayout 1\n", "Sample/BlurbNode.m": Self.node,
        ])
        #expect(missingSuper(found).isEmpty)
    }

    @Test("the same branch is reported when the header defines the macro to 0 (then the #else is built)")
    func defineToZeroKeepsTheElse() throws {
        let found = try lint(["Sample/AppDelegate.h": "#define UseAutomaticLayout 0\n", "Sample/BlurbNode.m": Self.node])
        #expect(missingSuper(found) == ["Sample/BlurbNode.m:11"])
    }

    @Test("a macro nothing in the project defines may come from build settings: the branch is reported")
    func unknownMacroKeepsTheBranch() throws {
        let found = try lint(["Sample/AppDelegate.h": "#import <UIKit/UIKit.h>\n", "Sample/BlurbNode.m": Self.node])
        #expect(missingSuper(found) == ["Sample/BlurbNode.m:11"])
    }

    @Test("#if 0 is never compiled; its #else always is")
    func ifZero() throws {
        let source = """
            @interface A : UIViewController
            @end
            @implementation A
            #if 0
            - (void)viewWillAppear:(BOOL)animated
            {
            }
            #else
            - (void)viewDidAppear:(BOOL)animated
            {
            }
            #endif
            @end
            """
        #expect(missingSuper(try lint(["A.m": source])) == ["A.m:9"])
    }

    @Test("an include guard defined to 1 after its #ifndef does not turn the file's own body off")
    func includeGuard() throws {
        let source = """
            #ifndef VIEW_CONTROLLER_M
            #define VIEW_CONTROLLER_M 1
            @interface A : UIViewController
            @end
            @implementation A
            - (void)viewDidAppear:(BOOL)animated
            {
            }
            @end
            #endif
            """
        #expect(missingSuper(try lint(["A.m": source])) == ["A.m:6"])
    }

    @Test("conditions it can decide, and the ones it leaves open")
    func conditionValues() {
        let defines: [String: Int?] = ["ON": 1, "OFF": 0, "TWICE": Int?.none]
        #expect(DisabledBranches.value(of: "ON", given: defines) == true)
        #expect(DisabledBranches.value(of: "!ON", given: defines) == false)
        #expect(DisabledBranches.value(of: "(OFF)", given: defines) == false)
        #expect(DisabledBranches.value(of: "defined(ON)", given: defines) == true)
        #expect(DisabledBranches.value(of: "defined OFF", given: defines) == true)
        #expect(DisabledBranches.value(of: "defined(ELSEWHERE)", given: defines) == nil, "may be defined by the build settings")
        #expect(DisabledBranches.value(of: "ELSEWHERE", given: defines) == nil)
        #expect(DisabledBranches.value(of: "TWICE", given: defines) == nil, "two headers disagree")
        #expect(DisabledBranches.value(of: "definedON", given: defines) == nil, "a macro whose name starts with defined")
        #expect(DisabledBranches.value(of: "ON && OFF", given: defines) == nil, "compound conditions are left open")
        #expect(DisabledBranches.value(of: "0", given: defines) == false)
    }
}
