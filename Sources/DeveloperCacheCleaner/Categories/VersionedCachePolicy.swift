/// Decides an entry of a cache kept per version (documentation caches per Xcode version, device-log
/// databases per OS version): no version in its name → skip; `--keep` → keep; among the newest
/// `--keep-latest` of its group → keep; used within `--older-than` → keep; otherwise remove.
struct VersionedCachePolicy: Sendable {
    let policy: CleanupPolicy
    /// What one entry is, for the reason: "Xcode version's documentation cache".
    let noun: String

    /// The entries decided, in the order given; `versions[i]` and `groups[i]` are entry `i`'s (`nil`:
    /// none), and entries compete for "newest" within their group only.
    func plan(_ items: [CleanupItem], versions: [OSVersion?], groups: [String?]) -> [CleanupItem] {
        let ranks = NewestOfGroup.ranks(groups: groups, versions: versions)
        return items.indices.map { index in
            var item = items[index]
            (item.action, item.reason) = decide(item, version: versions[index], rank: ranks[index], group: groups[index])
            return item
        }
    }

    private func decide(_ item: CleanupItem, version: OSVersion?, rank: Int?, group: String?) -> (CleanupItem.Action, String) {
        if item.isSymlink { return CategoryDecisions.linkLeftAlone }
        guard let version, let rank, let group else { return (.skip, "no version in its name; never touched") }
        if let kept = CategoryDecisions.keptByPattern(item, policy) { return kept }
        if rank < policy.keepLatest {
            let which = policy.keepLatest == 1 ? "the newest" : "newest \(rank + 1) of \(policy.keepLatest)"
            return (.keep, "\(which) \(noun) in \(group) (--keep-latest \(policy.keepLatest))")
        }
        if let kept = CategoryDecisions.keptAsRecent(item.lastUsed, policy) { return kept }
        return (.remove, "\(noun) \(version), older than the newest \(policy.keepLatest) in \(group)")
    }
}
