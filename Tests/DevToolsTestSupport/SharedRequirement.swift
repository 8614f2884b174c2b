import Foundation
import Testing

/// Decides, in one place for every test target, what a test does when `../shared` (the workspace's test
/// data, absent in a user's clone) or a tool it needs is not there: skip with a message on a
/// developer's machine, fail under CI. `.ci/run` exports `DEVTOOLS_REQUIRE_SHARED=1`, so a gate that
/// reads `../shared` (Apple-parser parity on the corpus, SARIF schema validation, …) cannot pass by
/// quietly not running.
public enum SharedRequirement {
    /// Whether a missing prerequisite is a failure (CI) rather than a skip.
    public static var isRequired: Bool { ProcessInfo.processInfo.environment["DEVTOOLS_REQUIRE_SHARED"] == "1" }

    /// What a test fails with under CI when what it needs is missing.
    public struct Missing: Error, CustomStringConvertible {
        public let description: String
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test or suite when `isAvailable()`; otherwise skips it saying `missing`, or fails it
    /// with that message when `DEVTOOLS_REQUIRE_SHARED=1`.
    public static func requiresShared(_ missing: String, isAvailable: @escaping @Sendable () -> Bool) -> Self {
        .enabled(Comment(rawValue: missing)) {
            if isAvailable() { return true }
            guard SharedRequirement.isRequired else { return false }
            throw SharedRequirement.Missing(
                description: "\(missing). DEVTOOLS_REQUIRE_SHARED=1 (set by .ci/run) makes this a failure, not a skip")
        }
    }
}
