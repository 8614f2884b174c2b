import DevToolsCore
import SourceFacts

/// `controller-naming`: classic ComponentKit finds a component's controller by name only.
enum ControllerNamingRule: ComponentRule {
    static let description = RuleDescription(
        id: "controller-naming",
        summary: "A CKComponentController subclass is not named <Component>Controller after an existing component.",
        rationale: """
            Up to ComponentKit 0.22 a component's controller is found by name: `FooComponent` gets \
            `FooComponentController`, nothing else. A controller with any other name is never created, so \
            its lifecycle methods silently never run. Rename it after its component. Base classes that \
            other controllers inherit from and test code (a file with an XCTestCase subclass, a `Tests/` \
            folder) are not reported; with the modern API (0.23 and later, where \
            `+controllerClass` registers the controller) the rule is off.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            ComponentExample.mm(
                """
                @interface ProfileComponent : CKCompositeComponent
                @end
                ↓@interface ProfileControler : CKComponentController
                @end
                @implementation ProfileControler
                @end
                """)
        ],
        nonTriggeringExamples: [
            ComponentExample.mm(
                """
                @interface ProfileComponent : CKCompositeComponent
                @end
                @interface ProfileComponentController : CKComponentController
                @end
                @implementation ProfileComponentController
                @end
                """),
            ComponentExample.mm(
                """
                @interface BaseController : CKComponentController
                @end
                @implementation BaseController
                @end
                @interface ListComponent : CKCompositeComponent
                @end
                @interface ListComponentController : BaseController
                @end
                @implementation ListComponentController
                @end
                """),
            ComponentExample.files(
                [
                    "AppTests/ProfileTests.mm": """
                    @interface ProfileComponent : CKCompositeComponent
                    @end
                    @interface FakeController : CKComponentController
                    @end
                    @implementation FakeController
                    @end
                    """
                ], primary: "AppTests/ProfileTests.mm"),
            ComponentExample.mm(
                """
                @interface ProfileComponent : CKCompositeComponent
                @end
                @interface RecordingController : CKComponentController
                @end
                @implementation RecordingController
                @end
                @interface ProfileTests : XCTestCase
                @end
                """),
            ComponentExample.files(
                [
                    "Podfile.lock": "PODS:\n  - ComponentKit (0.30)\n",
                    "Profile.mm":
                        "@interface ProfileComponent : CKCompositeComponent\n@end\n@interface ProfileHandler : CKComponentController\n@end\n@implementation ProfileHandler\n@end\n",
                ], primary: "Profile.mm"),
        ]
    )

    /// `ProfileComponent` for `ProfileComponentController`; the name itself without that suffix. By
    /// bytes where the name is ASCII before the suffix (characters could join across it otherwise).
    static func stem(of name: String) -> String {
        let byBytes = name.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            let suffix: StaticString = "Controller"
            let count = suffix.utf8CodeUnitCount
            guard bytes.count > count else { return nil }
            for offset in 0..<count where bytes[bytes.count - count + offset] != suffix.utf8Start[offset] { return name }
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<(bytes.count - count)]), as: UTF8.self)
        }
        if let stem = byBytes ?? nil { return stem }
        return name.hasSuffix("Controller") ? String(name.dropLast("Controller".count)) : name
    }

    static func findings(in context: ComponentLintContext) -> [Diagnostic] {
        guard context.generation == .classic else { return [] }
        var testCode: TestCode?  // built on the first candidate: most projects have none
        return context.judged.compactMap { entry in
            guard entry.isImplemented, entry.isController, !entry.isSubclassed else { return nil }
            let name = entry.name
            let stem = Self.stem(of: name)
            if context.index.isComponent(stem) { return nil }  // correctly named
            if testCode == nil { testCode = TestCode(index: context.index) }
            if testCode?.contains(entry) == true { return nil }  // a test's fixture
            guard let declaration = entry.declarations.min(by: { $0.line < $1.line }) else { return nil }
            var message = "'\(name)' is a component controller, but no component is named '\(stem)'"
            message += "; ComponentKit (0.22 and earlier) finds a controller only by the name <Component>Controller, so this one never runs"
            // Only for the hint, and never the class it already inherits from.
            let ancestors = Set(entry.ancestors)
            let components = context.index.classNames.filter { context.index.isComponent($0) && !ancestors.contains($0 + "Controller") }
                .sorted()
            if let closest = EditDistance.closest(to: name, among: components.map { $0 + "Controller" })
                ?? EditDistance.longestSharedPrefix(with: name, among: components).map({ $0 + "Controller" })
            {
                message += ". Rename it to '\(closest)'"
            } else {
                message += ". Rename it after its component"
            }
            return context.diagnostic(description, at: declaration, message)
        }
    }
}
