/// The known names closest to a misspelt or partial one, for "did you mean" hints: those within edit
/// distance 2 (a transposed or missing letter), then those that hold the name as a whole word or
/// a prefix (`missing` → `missing-key`, `plural-category-missing`), else nothing, so a hint is never
/// a wild guess.
public enum NearestName {
    /// The one closest name, for messages that name one.
    public static func find(_ name: String, among candidates: some Collection<String>) -> String? {
        nearest(name, among: candidates).first
    }

    /// Up to `limit` names, the closest first.
    public static func suggestions(for name: String, among candidates: some Collection<String>, limit: Int = 5) -> [String] {
        var result = nearest(name, among: candidates)
        if name.count >= 3 {
            let words = Set(candidates).subtracting(result).sorted().filter { candidate in
                candidate.split(separator: "-").contains { $0 == name } || candidate.hasPrefix(name)
                    || candidate.contains("-" + name)
            }
            result += words.sorted { ($0.hasPrefix(name) ? 0 : 1, $0) < ($1.hasPrefix(name) ? 0 : 1, $1) }
        }
        return Array(result.prefix(limit))
    }

    /// "'a'", "'a' or 'b'", "'a', 'b' or 'c'": names for a "did you mean …?" hint; nil for none.
    public static func alternatives(_ names: [String]) -> String? {
        let quoted = names.map { "'\($0)'" }
        guard let last = quoted.last else { return nil }
        return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
    }

    /// The names within edit distance 2, the closest first (then by name).
    private static func nearest(_ name: String, among candidates: some Collection<String>) -> [String] {
        let word = Array(name.utf8)
        return candidates.map { ($0, editDistance(word, Array($0.utf8))) }.filter { $0.1 <= 2 }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0)
    }

    /// Levenshtein distance, one row at a time.
    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
