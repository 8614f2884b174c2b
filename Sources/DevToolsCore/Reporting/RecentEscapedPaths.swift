/// The last two paths a report escaped (`escapingControlCharacters`), with their escaped text: a
/// finding's file and its note's, which a report of a million findings would otherwise escape a
/// million times each.
struct RecentEscapedPaths {
    private var recent: [(path: String, escaped: String)] = []

    mutating func escaped(_ path: String) -> String {
        if let found = recent.first(where: { $0.path == path }) { return found.escaped }
        let escaped = path.escapingControlCharacters
        if recent.count == 2 { recent.removeFirst() }
        recent.append((path, escaped))
        return escaped
    }
}
