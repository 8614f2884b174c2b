import Foundation
import DevToolsTestSupport
import Testing

/// The slow end-to-end tests (the real `pre-commit` from PyPI building this package, …) run only when
/// asked for with `DEVTOOLS_SLOW_TESTS=1`, which `.ci/run` sets. Once asked for they never skip: a
/// prerequisite that cannot be had (no network for PyPI, no `venv`) fails the test, naming what is
/// missing, so CI cannot go green without having run them.
enum SlowTests {
    static var areEnabled: Bool { ProcessInfo.processInfo.environment["DEVTOOLS_SLOW_TESTS"] == "1" }

    /// Stops the test with a failure unless the command that fetches or sets up a prerequisite succeeded.
    static func obtain(_ result: ShellRunner.Result, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try #require(
            result.status == 0,
            "slow test prerequisite missing: \(what) failed (exit \(result.status)):\n\(result.output)",
            sourceLocation: sourceLocation)
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the suite only with `DEVTOOLS_SLOW_TESTS=1`; skips it with a message otherwise.
    static var slowEndToEnd: Self {
        .enabled(if: SlowTests.areEnabled, "slow end-to-end test: set DEVTOOLS_SLOW_TESTS=1 to run it")
    }
}
