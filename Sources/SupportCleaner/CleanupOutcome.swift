import DevToolsCore
import Foundation

/// What a deletion run did.
public struct CleanupOutcome: Sendable {
    public var removedBytes: Int64 = 0
    public var removedCount = 0
    public var failures: [RemovalFailure] = []

    public init() {}

    /// Removes every planned folder, several at a time; a failure is recorded and the rest goes on.
    public static func execute(_ plan: CleanupPlan, remover: SafeRemover = SafeRemover()) -> CleanupOutcome {
        let removals = plan.removals
        let results = ParallelMap.collect(removals) { remover.remove($0) }
        var outcome = CleanupOutcome()
        for (item, failures) in zip(removals, results) {
            if failures.isEmpty {
                outcome.removedBytes += item.bytes
                outcome.removedCount += 1
            }
            outcome.failures += failures
        }
        return outcome
    }
}
