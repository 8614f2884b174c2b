/// Levenshtein distance between two strings, by characters: how many insertions, deletions and
/// substitutions turn one into the other. Used to suggest the folder names closest to a `--keep`
/// pattern that matched nothing (a typo such as `17,4*` for `17.4*`).
enum EditDistance {
    static func between(_ left: String, _ right: String) -> Int {
        let a = Array(left), b = Array(right)
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }
}
