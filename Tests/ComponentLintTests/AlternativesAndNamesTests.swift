import ComponentLint
import SourceFacts
import DevToolsCore
import DevToolsTestSupport
import Testing

/// What a user reads for code with alternatives and for misnamed controllers: messages, lines, counts.
@Suite("lint-components: alternatives and names")
struct AlternativesAndNamesTests {
    func findings(_ ruleID: String, _ code: String) throws -> [Diagnostic] {
        let rule = try #require(ComponentRules.all.first { $0.id == ruleID })
        return try RuleExampleVerifier.findings(of: rule, in: RuleExample(code, file: "Example.mm"), linter: ComponentLinter.self)
    }

    @Test func nestedConditionalsAreAlternativesAtEveryLevel() throws {
        let nested = try findings(
            "scope-arguments",
            """
            @implementation BadgeComponent
            + (instancetype)newWithCount:(NSInteger)count
            {
            #if TARGET_OS_IOS
            #  if DEBUG
              CKComponentScope scope(self, @"debug");
            #  else
              CKComponentScope scope(self, @(count));
            #  endif
            #else
              CKComponentScope scope(self);
            #endif
              return [super newWithComponent:nil];
            }
            @end
            """)
        #expect(nested.isEmpty, "\(nested.map(\.message))")
        // Outside the conditional, a scope runs in every build, so with the one inside it there are two.
        let twice = try findings(
            "scope-arguments",
            """
            @implementation BadgeComponent
            + (instancetype)newWithCount:(NSInteger)count
            {
            #if DEBUG
              CKComponentScope debugScope(self, @"debug");
            #endif
              CKComponentScope scope(self);
              return [super newWithComponent:nil];
            }
            @end
            """)
        #expect(twice.map(\.location.line) == [7])
        #expect(twice.first?.message.contains("the first is on line 5") == true)
    }

    @Test func aScopeAfterAnEarlyReturnIsOnAnotherPath() throws {
        let found = try findings(
            "scope-after-super",
            """
            @implementation BadgeComponent
            + (instancetype)newWithCount:(NSInteger)count
            {
              if (count == 0) return [super newWithComponent:nil];
              CKComponent *label = [CKLabelComponent newWithLabelAttributes:{} viewAttributes:{} size:{}];
              CKComponentScope scope(self);
              return [super newWithComponent:label];
            }
            @end
            """)
        #expect(found.map(\.location.line) == [6])
        #expect(found.first?.message.contains("'CKLabelComponent' is built on line 5") == true)
    }

    @Test func aRenameSuggestionNeverNamesTheOwnSuperclass() throws {
        let found = try findings(
            "controller-naming",
            """
            @interface ProfileComponent : CKCompositeComponent
            @end
            @interface ProfileComponentController : CKComponentController
            @end
            @implementation ProfileComponentController
            @end
            @interface ProfileComponentControler : ProfileComponentController
            @end
            @implementation ProfileComponentControler
            @end
            """)
        #expect(found.map(\.location.line) == [7])
        #expect(found.first?.message.contains("Rename it to 'ProfileComponentController'") == false)
        #expect(found.first?.message.contains("Rename it after its component") == true)
    }
}
