import DevToolsCore
import Foundation

/// What a deletion run did.
public struct CleanupOutcome: Sendable {
    public var removedBytes: Int64 = 0
    /// The entries removed (or moved to the trash), by kind.
    public var removed = EntryTally()
    /// Planned entries that were gone before this run reached them: not freed by this run.
    public var alreadyGone = EntryTally()
    public var removedCount: Int { removed.count }
    /// Per planned folder that could not be removed entirely, what was left and why.
    public var failedFolders: [FolderFailures] = []
    /// Removed bytes and entries per category.
    public var removedByCategory: [CleanupCategoryID: (count: Int, bytes: Int64)] = [:]
    /// The trash folder entries were moved to; `nil` when they were deleted.
    public var trash: TrashFolder?
    /// Free space the volumes gained (`statvfs` before and after); `nil` when not measured.
    public var volumeGainedBytes: Int64?

    /// Every failure, folder by folder.
    public var failures: [RemovalFailure] { failedFolders.flatMap(\.failures) }

    public init() {}

    /// Removes every planned entry, several at a time; a failure is recorded and the rest goes on.
    /// `progress` is told (done, total) after each entry.
    public static func execute(
        _ plan: CleanupPlan,
        remover: SafeRemover = SafeRemover(),
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> CleanupOutcome {
        let removals = plan.removals
        let volumes = removals.map { (device: $0.device, path: $0.parent) }
        let before = VolumeSpace(folders: volumes)
        let done = Counter()
        let results = ParallelMap.collect(removals) { item in
            let result = remover.remove(item)
            progress?(done.increment(), removals.count)
            return result
        }
        var outcome = CleanupOutcome()
        outcome.trash = remover.trash
        for (item, result) in zip(removals, results) {
            switch result {
            case .removed:
                outcome.removedBytes += item.bytes
                outcome.removed.add(item)
                let tally = outcome.removedByCategory[item.category] ?? (0, 0)
                outcome.removedByCategory[item.category] = (tally.count + 1, tally.bytes + item.bytes)
            case .alreadyGone:
                outcome.alreadyGone.add(item)
            case .failed(let failures):
                outcome.failedFolders.append(FolderFailures(item: item, failures: failures))
            }
        }
        if !removals.isEmpty { outcome.volumeGainedBytes = VolumeSpace(folders: volumes).gained(since: before) }
        return outcome
    }
}
