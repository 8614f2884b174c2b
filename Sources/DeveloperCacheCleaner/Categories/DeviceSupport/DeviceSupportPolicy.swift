import DevToolsCore
import Foundation

/// Decides keep, remove or skip for every entry, and says which rule decided it.
///
/// Rules, first match wins: not a version folder → skip; a copy in progress → keep; a paired device's
/// OS → keep; a `--keep` pattern → keep; among the newest `keepLatest` finished OS versions of its group
/// (platform and device model) → keep; used within `--older-than` → keep; a device model's folder when
/// the paired devices cannot be told (devicectl failed) → keep; otherwise remove. The same
/// version and build with and without an architecture suffix are one OS: kept or removed together.
public struct DeviceSupportPolicy: Sendable {
    public let policy: CleanupPolicy

    public init(policy: CleanupPolicy) {
        self.policy = policy
    }

    public func plan(_ items: [CleanupItem]) -> [CleanupItem] {
        let newest = newestOSes(items)
        return items.map { item in
            var decided = item
            (decided.action, decided.reason) = decide(item, newest: newest)
            return decided
        }
    }

    private func decide(_ item: CleanupItem, newest: [OSGroup: [OSIdentity]]) -> (CleanupItem.Action, String) {
        guard let parsed = item.parsed else {
            return (.skip, "not a DeviceSupport version folder; never removed")
        }
        if item.isInProgress {
            return (.keep, "copy in progress (.tmp present, no .finalized); never removed")
        }
        if let model = parsed.model, let build = parsed.build,
            policy.pairedDevices.contains(PairedDevice(model: model, build: build.text))
        {
            return (.keep, "paired device \(model) runs this build")
        }
        if let pattern = matchingKeepPattern(item) {
            return (.keep, "matches --keep '\(pattern)'")
        }
        let group = OSGroup(item)
        let identity = OSIdentity(parsed)
        let kept = newest[group] ?? []
        if let rank = kept.firstIndex(of: identity) {
            let which = policy.keepLatest == 1 ? "the newest" : "newest \(rank + 1) of \(policy.keepLatest)"
            return (.keep, "\(which) in \(group.description) (--keep-latest \(policy.keepLatest))")
        }
        let unused = AgeSpecification.spoken(policy.now.timeIntervalSince(item.lastUsed))
        if let age = policy.olderThan, policy.now.timeIntervalSince(item.lastUsed) < age.seconds {
            return (.keep, "used \(unused) ago, within --older-than \(age)")
        }
        if parsed.model != nil, let problem = policy.pairedDevicesProblem {
            return (.keep, "cannot tell whether a paired device runs this build (\(problem))")
        }
        var reason =
            policy.keepLatest == 0
            ? "no newest version is kept (--keep-latest 0)"
            : "older than the newest \(policy.keepLatest) in \(group.description)"
        if let age = policy.olderThan { reason += " and unused for \(unused) (--older-than \(age))" }
        return (.remove, reason)
    }

    private func matchingKeepPattern(_ item: CleanupItem) -> String? {
        policy.keepPatterns.first { KeepPattern($0).matches(item) }
    }

    /// The newest `keepLatest` finished OS versions of each group, newest first.
    private func newestOSes(_ items: [CleanupItem]) -> [OSGroup: [OSIdentity]] {
        var byGroup: [OSGroup: Set<OSIdentity>] = [:]
        for item in items {
            guard let parsed = item.parsed, !item.isInProgress else { continue }
            byGroup[OSGroup(item), default: []].insert(OSIdentity(parsed))
        }
        return byGroup.mapValues { Array($0.sorted(by: >).prefix(max(0, policy.keepLatest))) }
    }
}
