import DevToolsCore
import SourceFacts

/// `controller-alloc`: ComponentKit creates controllers itself.
enum ControllerAllocRule: ComponentRule {
    static let description = RuleDescription(
        id: "controller-alloc",
        summary: "A component controller is created by hand.",
        rationale: """
            ComponentKit creates a component's controller when the component is mounted and keeps it \
            across updates. A controller made with `alloc`/`new` is attached to nothing: none of its \
            lifecycle methods run. Let ComponentKit create it (name it after the component, or return it \
            from `+controllerClass`) and reach it from the component.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            ComponentExample.mm(
                """
                @interface ProfileComponentController : CKComponentController
                @end
                @implementation Screen
                - (void)setUp
                {
                  _controller = [[↓ProfileComponentController alloc] initWithComponent:nil];
                }
                @end
                """)
        ],
        nonTriggeringExamples: [
            ComponentExample.mm(
                """
                @interface ProfileViewController : UIViewController
                @end
                @implementation Screen
                - (void)setUp
                {
                  _controller = [[ProfileViewController alloc] init];
                }
                @end
                """)
        ]
    )

    /// Tests make controllers by hand on purpose: a method of a test case is not reported, and a class
    /// whose chain ends at a pod's test base (`QuickSpec`, `FBSnapshotTestCase`, not scanned) counts as
    /// one (`TestCode.isTestCase`), rather than an unknown parent being taken for a plain class.
    static func findings(in context: ComponentLintContext) -> [Diagnostic] {
        // A project instantiates a few classes (labels, stacks, views) over and over: each is asked once.
        var isController: [String: Bool] = [:]
        func controls(_ name: String) -> Bool {
            if let known = isController[name] { return known }
            let answer = context.index.isController(name)
            isController[name] = answer
            return answer
        }
        var found: [Diagnostic] = []
        // Methods are read in place and their sites asked first: almost no method makes a controller,
        // and copying every method and its instantiations out cost more than the rest of the rule.
        let methods = context.allMethods
        for index in methods.indices where methods[index].body.has(.instantiation, where: { controls($0.name) }) {
            let method = methods[index]
            let controllers = method.body.instantiations.filter { controls($0.name) }
            // `-buildController` is ComponentKit's own hook for making a controller; tests make them on purpose.
            guard method.selector != "buildController", context.index.entry(method.className).map(TestCode.isTestCase) != true
            else { continue }
            found += controllers.map { site in
                context.diagnostic(
                    description, at: site, in: method.file,
                    """
                    '\(site.name)' is a component controller created by hand, so ComponentKit never attaches it; \
                    let ComponentKit create it for its component
                    """)
            }
        }
        return found
    }
}
