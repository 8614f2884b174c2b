/// What a report made of each of the last two paths it asked about: a finding's file and its note's,
/// which a report of a million findings would otherwise escape or encode a million times each.
struct RecentPaths<Value> {
    private var recent: [(path: String, value: Value)] = []

    /// The value for `path`, made by `make` when it is not one of the last two.
    mutating func value(for path: String, _ make: (String) -> Value) -> Value {
        if let found = recent.first(where: { $0.path == path }) { return found.value }
        let value = make(path)
        if recent.count == 2 { recent.removeFirst() }
        recent.append((path, value))
        return value
    }
}

extension RecentPaths<String> {
    /// `path` escaped (`escapingControlCharacters`).
    mutating func escaped(_ path: String) -> String {
        value(for: path) { $0.escapingControlCharacters }
    }
}
