/// Ranks versioned entries within their groups, newest first: the shared core of "keep the newest
/// `--keep-latest`" for documentation caches and device-log databases.
enum NewestOfGroup {
    /// For each index with a version, its rank in its group (0 = newest).
    static func ranks(groups: [String?], versions: [OSVersion?]) -> [Int: Int] {
        var members: [String: [(index: Int, version: OSVersion)]] = [:]
        for index in groups.indices {
            guard let group = groups[index], let version = versions[index] else { continue }
            members[group, default: []].append((index, version))
        }
        var ranks: [Int: Int] = [:]
        for entries in members.values {
            // Entries of one version (a database and its -wal file) share its rank.
            let distinct = Set(entries.map(\.version)).sorted(by: >)
            for entry in entries { ranks[entry.index] = distinct.firstIndex(of: entry.version) }
        }
        return ranks
    }
}
