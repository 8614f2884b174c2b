import DevToolsCore
import Foundation

/// What a deletion run did.
public struct CleanupOutcome: Sendable {
    public var removedBytes: Int64 = 0
    public var removedCount = 0
    /// Planned folders that were gone before this run reached them: not freed by this run.
    public var alreadyGoneCount = 0
    /// Per planned folder that could not be removed entirely, what was left and why.
    public var failedFolders: [FolderFailures] = []

    /// Every failure, folder by folder.
    public var failures: [RemovalFailure] { failedFolders.flatMap(\.failures) }

    public init() {}

    /// Removes every planned folder, several at a time; a failure is recorded and the rest goes on.
    /// `progress` is told (done, total) after each folder.
    public static func execute(
        _ plan: CleanupPlan,
        remover: SafeRemover = SafeRemover(),
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> CleanupOutcome {
        let removals = plan.removals
        let done = Counter()
        let results = ParallelMap.collect(removals) { item in
            let result = remover.remove(item)
            progress?(done.increment(), removals.count)
            return result
        }
        var outcome = CleanupOutcome()
        for (item, result) in zip(removals, results) {
            switch result {
            case .removed:
                outcome.removedBytes += item.bytes
                outcome.removedCount += 1
            case .alreadyGone:
                outcome.alreadyGoneCount += 1
            case .failed(let failures):
                outcome.failedFolders.append(FolderFailures(item: item, failures: failures))
            }
        }
        return outcome
    }
}
