import Foundation

/// Decides archives, which are only looked at when `--include archives` names them. In each bundle id
/// and version, the newest `--keep-latest` archives (by creation date) are kept; so is anything matching
/// `--keep` or created within `--older-than`; the rest are removed, and the reason says what goes with
/// them: the dSYMs that symbolicate crash reports from that build.
struct ArchivePolicy: Sendable {
    let policy: CleanupPolicy

    /// The decided archives, in the order given; `infos[i]` is `nil` for an unreadable Info.plist.
    func plan(_ items: [CleanupItem], infos: [Result<ArchiveInfo, PropertyListFile.Failure>?]) -> [CleanupItem] {
        var groups: [String: [(index: Int, created: Date)]] = [:]
        for (index, info) in infos.enumerated() {
            guard case .success(let info)? = info, !items[index].isSymlink else { continue }
            groups[info.bundleIdentifier + "\u{0}" + info.version, default: []].append((index, info.created))
        }
        var ranks: [Int: Int] = [:]
        for members in groups.values {
            for (rank, member) in members.sorted(by: { $0.created > $1.created }).enumerated() { ranks[member.index] = rank }
        }
        return items.indices.map { index in
            var item = items[index]
            (item.action, item.reason) = decide(item, infos[index], rank: ranks[index])
            return item
        }
    }

    private func decide(
        _ item: CleanupItem, _ info: Result<ArchiveInfo, PropertyListFile.Failure>?, rank: Int?
    ) -> (CleanupItem.Action, String) {
        if item.isSymlink { return CategoryDecisions.linkLeftAlone }
        guard let info else { return (.skip, "not an .xcarchive; never touched") }
        guard case .success(let archive) = info, let rank else {
            if case .failure(let failure) = info { return (.skip, "Info.plist \(failure); never touched") }
            return (.skip, "never touched")
        }
        if let kept = CategoryDecisions.keptByPattern(item, policy) { return kept }
        let what = "\(archive.bundleIdentifier) \(archive.version)"
        if rank < policy.keepLatest {
            let which = policy.keepLatest == 1 ? "the newest archive" : "newest \(rank + 1) of \(policy.keepLatest)"
            return (.keep, "\(which) of \(what) (--keep-latest \(policy.keepLatest))")
        }
        if let kept = CategoryDecisions.keptAsRecent(archive.created, policy, verb: "created") { return kept }
        let uploaded = archive.uploaded ? " (uploaded to App Store Connect)" : ""
        return (
            .remove,
            "an older archive of \(what), build \(archive.build)\(uploaded); its dSYMs symbolicate that build's crash reports: keep it (--keep) if that build is in users' hands"
        )
    }
}
