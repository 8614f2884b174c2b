/// Ranks versioned entries within their groups, newest first: the shared core of "keep the newest
/// `--keep-latest`" for documentation caches and device-log databases.
enum NewestOfGroup {
    /// For each index with a version, its rank in its group (0 = newest).
    static func ranks(groups: [String?], versions: [OSVersion?]) -> [Int: Int] {
        var members: [String: [Int]] = [:]
        for index in groups.indices {
            guard let group = groups[index], versions[index] != nil else { continue }
            members[group, default: []].append(index)
        }
        var ranks: [Int: Int] = [:]
        for indices in members.values {
            let distinct = Set(indices.compactMap { versions[$0] }).sorted(by: >)
            for index in indices { ranks[index] = distinct.firstIndex(of: versions[index]!) }
        }
        return ranks
    }
}
