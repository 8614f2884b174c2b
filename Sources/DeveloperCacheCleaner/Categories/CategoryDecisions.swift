import Foundation

/// The decisions several categories share, each with the reason it gives.
enum CategoryDecisions {
    /// An entry that is itself a symlink, in every category but device-support (whose links are
    /// decided, and only the link removed): never followed, never removed.
    static let linkLeftAlone: (CleanupItem.Action, String) = (.skip, "a symlink; never followed or removed")

    /// A `--keep` pattern that matches the item.
    static func keptByPattern(_ item: CleanupItem, _ policy: CleanupPolicy) -> (CleanupItem.Action, String)? {
        policy.keepPatterns.first { KeepPattern($0).matches(item) }.map { (.keep, "matches --keep '\($0)'") }
    }

    /// Within `--older-than`: kept.
    static func keptAsRecent(_ lastUsed: Date, _ policy: CleanupPolicy, verb: String = "used") -> (CleanupItem.Action, String)? {
        guard let age = policy.olderThan, policy.now.timeIntervalSince(lastUsed) < age.seconds else { return nil }
        return (.keep, "\(verb) \(AgeSpecification.spoken(policy.now.timeIntervalSince(lastUsed))) ago, within --older-than \(age)")
    }

    /// A regenerable cache: removed only when `--older-than` is given and it was not used within it.
    static func regenerable(_ item: CleanupItem, _ policy: CleanupPolicy, what: String) -> (CleanupItem.Action, String) {
        if let kept = keptByPattern(item, policy) ?? keptAsRecent(item.lastUsed, policy) { return kept }
        guard let age = policy.olderThan else {
            return (.keep, "\(what), regenerable; removed only with --older-than")
        }
        return (.remove, "\(what), regenerable, unused for \(spokenAge(item.lastUsed, policy)) (--older-than \(age))")
    }

    /// Something modified within the last hour may be in use (a build writing to it). Only the
    /// modification time counts: any reader (`du`, a backup, Spotlight) moves the access time.
    static func keptAsBusy(_ item: CleanupItem, _ policy: CleanupPolicy) -> (CleanupItem.Action, String)? {
        let age = policy.now.timeIntervalSince(item.lastModified)
        guard age < busyWindow else { return nil }
        return (.keep, "changed \(AgeSpecification.spoken(age)) ago: may be in use; never removed within an hour")
    }

    static let busyWindow: TimeInterval = 3_600

    static func spokenAge(_ date: Date, _ policy: CleanupPolicy) -> String {
        AgeSpecification.spoken(policy.now.timeIntervalSince(date))
    }
}
