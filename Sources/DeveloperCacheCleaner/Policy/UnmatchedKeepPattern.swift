/// A `--keep` pattern that protects nothing in this run, with the folder names closest to it: a typo in a
/// pattern meant to save a folder must not pass in silence while the folder is deleted.
public struct UnmatchedKeepPattern: Sendable, CustomStringConvertible {
    public let pattern: String
    /// Up to three folder names, closest first.
    public let closest: [String]

    /// The patterns that match no entry of the plan.
    public static func find(in plan: CleanupPlan, patterns: [String]) -> [UnmatchedKeepPattern] {
        let names = Array(Set(plan.items.map(\.name)))
        return patterns.filter { pattern in
            let keep = KeepPattern(pattern)
            return !plan.items.contains(where: keep.matches)
        }.map { pattern in
            // Compare with the name only: the platform prefix a pattern may carry is the same for all.
            let bare = pattern.split(separator: "/").last.map(String.init) ?? pattern
            let ranked = names.map { (name: $0, distance: EditDistance.between(bare, $0)) }
                .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
            return UnmatchedKeepPattern(pattern: pattern, closest: ranked.prefix(3).map(\.name))
        }
    }

    public var description: String {
        var text = "warning: --keep '\(pattern)' matches no folder, so it protects nothing"
        if !closest.isEmpty { text += "; closest names: " + closest.map { "'\($0)'" }.joined(separator: ", ") }
        return text
    }
}
