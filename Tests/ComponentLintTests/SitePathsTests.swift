@testable import ComponentLint
@testable import SourceFacts
import Testing

/// A constructor's site paths are kept only where a rule compares two of its sites, in a list sorted by
/// site order; the dictionary view tests and records use gives back what was set. A body's sites, all
/// kinds in one list, read back kind by kind in the order read.
@Suite("Site paths of constructors")
struct SitePathsTests {
    func constructor(_ body: String) throws -> MethodBodyView {
        let code = "@implementation CardComponent\n+ (instancetype)newWithModel:(id)model\n{\n\(body)\n}\n@end\n"
        let facts = FactExtractor.facts(of: TokenizedSource(bytes: Array(code.utf8), language: .objectiveCPlusPlus), file: "f")
        return try #require(facts.methods.first).body
    }

    @Test func aScopeFirstAndOneSuperNewKeepNoPaths() throws {
        let body = try constructor(
            "  CKComponentScope scope(self, model);\n  CKComponent *c = [CKLabelComponent newWithLabelAttributes:{}];\n"
                + "  return [super newWithComponent:c];")
        #expect(body.scopes.count == 1 && body.superNewCalls.count == 1 && body.childBuilds.count == 1)
        #expect(body.sitePaths.isEmpty)
    }

    @Test func sitesThatARuleComparesKeepTheirPaths() throws {
        // A build before the scope (scope-after-super), two scopes (scope-arguments), two [super new…] (super-new-once).
        let bodies = [
            "  CKComponent *c = [CKLabelComponent newWithLabelAttributes:{}];\n  CKComponentScope scope(self);\n"
                + "  return [super newWithComponent:c];",
            "#if DEBUG\n  CKComponentScope scope(self, @1);\n#else\n  CKComponentScope scope(self);\n#endif\n"
                + "  return [super newWithComponent:nil];",
            "  CKComponentScope scope(self);\n  if (model) {\n    return [super newWithComponent:nil];\n  }\n"
                + "  return [super newWithComponent:nil];",
        ]
        for code in bodies {
            let body = try constructor(code)
            #expect(body.comparesSitePaths)
            let orders = body.sitePaths.map(\.order)
            #expect(orders == orders.sorted() && Set(orders).count == orders.count)
            let sites = body.scopes.map(\.site) + body.superNewCalls + body.childBuilds
            #expect(Set(orders) == Set(sites.map(\.order)), "every site has its path: \(code)")
        }
        // The `#if`/`#else` scopes are alternatives; the early return ends the first [super new…]'s path.
        let alternatives = try constructor(bodies[1])
        #expect(!alternatives.mayRunTogether(alternatives.scopes[0].site, alternatives.scopes[1].site))
        let early = try constructor(bodies[2])
        #expect(!early.mayRunTogether(early.superNewCalls[0], early.superNewCalls[1]))
    }

    @Test func theDictionaryViewGivesBackWhatWasSet() {
        var body = MethodBody()
        let inDebug = SitePath(arms: [SitePath.Arm(conditional: -1, branch: 0)], statement: 3)
        let inRelease = SitePath(arms: [SitePath.Arm(conditional: -1, branch: 1)], statement: 9)
        body.paths = [12: inRelease, 4: inDebug]
        #expect(body.sitePaths.map(\.order) == [4, 12])
        #expect(body.paths == [4: inDebug, 12: inRelease])
        let first = SourceSite(name: "CKComponentScope", line: 2, column: 3, order: 4)
        let second = SourceSite(name: "CKComponentScope", line: 4, column: 3, order: 12)
        let elsewhere = SourceSite(name: "return", line: 6, column: 3, order: 20)
        #expect(!body.mayRunTogether(first, second))
        #expect(body.mayRunTogether(first, elsewhere), "a site without a path may run with any")
    }

    @Test func eachKindReadsBackInOrderFromTheOneList() throws {
        let body = try constructor(
            "  CKComponentScope scope(self, model);\n  CKComponent *a = [CKLabelComponent newWithLabelAttributes:{}];\n"
                + "  dispatch_async(q, ^{ [self view]; });\n  CKComponent *b = [[CKImageComponent alloc] init];\n"
                + "  [super didMount];\n  return [super newWithComponent:a];")
        #expect(body.scopes.map(\.firstArgument) == ["self"])
        #expect(body.childBuilds.map(\.name) == ["CKLabelComponent", "CKImageComponent"])
        #expect(body.instantiations.map(\.name) == ["CKLabelComponent", "CKImageComponent"])
        #expect(body.sideEffects.map(\.name) == ["dispatch_async"])
        #expect(body.viewAccesses.map(\.name) == ["[self view]"] && body.viewAccesses.allSatisfy(\.isInClosure))
        #expect(body.superCalls == ["didMount"], "a [super new…] is a superNewCall, not also a super call")
        #expect(body.superNewCalls.map(\.name) == ["return"])
        #expect(body.mutableLocals.map(\.name) == ["a", "b"])
        #expect(body.count(of: .childBuild) == 2 && body.returnedClass == nil)
    }
}
