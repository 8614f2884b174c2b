import Foundation
import DevToolsCore
import SourceFacts

/// `scope-in-objc-file`: CKComponentScope is C++.
enum ScopeInObjCFileRule: FactsRule {
    static let description = RuleDescription(
        id: "scope-in-objc-file",
        summary: "CKComponentScope is used in a .m file.",
        rationale: """
            `CKComponentScope` is a C++ class: it only compiles in Objective-C++. In a `.m` file it fails \
            to build, or is hidden behind `#if __cplusplus` and silently does nothing. Rename the file to `.mm`.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            ComponentExample.file(
                "Counter.m",
                """
                @implementation CounterComponent
                + (instancetype)new
                {
                  ↓CKComponentScope scope(self);
                  return [super new];
                }
                @end
                """)
        ],
        nonTriggeringExamples: [
            ComponentExample.file(
                "Counter.mm",
                """
                @implementation CounterComponent
                + (instancetype)new
                {
                  CKComponentScope scope(self);
                  return [super new];
                }
                @end
                """),
            ComponentExample.file("Counter.m", "// CKComponentScope lives in Counter.mm\nNSString *name = @\"CKComponentScope\";\n"),
        ]
    )

    static func findings(in context: GatheredFacts) -> [Diagnostic] {
        context.files.filter { $0.language == .objectiveC }.flatMap { file in
            file.scopeMentions.map { site in
                context.diagnostic(
                    description, at: site, in: file.file,
                    """
                    CKComponentScope is C++ and cannot work in a .m file; rename \
                    '\((file.file as NSString).lastPathComponent)' to .mm
                    """)
            }
        }
    }
}
