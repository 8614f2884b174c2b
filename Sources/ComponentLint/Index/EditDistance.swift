import SourceFacts

/// Levenshtein distance, to suggest the name a typo meant.
enum EditDistance {
    static func distance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.utf8), b = Array(rhs.utf8)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidate nearest to `name`, if it is close (at most a third of the name's length away).
    static func closest(to name: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(name, $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, name.count / 3) else { return nil }
        return best.0
    }

    /// The candidate sharing the longest prefix with `name` (at least four characters): `ProfileControler`
    /// → `ProfileComponent`.
    static func longestSharedPrefix(with name: String, among candidates: [String]) -> String? {
        let scored = candidates.map { candidate in (candidate, zip(candidate, name).prefix { $0 == $1 }.count) }
        guard let best = scored.max(by: { $0.1 < $1.1 }), best.1 >= 4 else { return nil }
        return best.0
    }
}
