extension CleanupItem {
    /// The order rows are shown in: within a DeviceSupport folder, version folders before anything else;
    /// folders without a model code first, then by model; then by OS, compared numerically (9.0 before
    /// 10.0, which name order gets wrong), the plain folder before its `arm64e` twin; the rest by name.
    public static func displayOrder(_ lhs: CleanupItem, _ rhs: CleanupItem) -> Bool {
        if lhs.parent != rhs.parent { return lhs.parent < rhs.parent }
        switch (lhs.parsed, rhs.parsed) {
        case (nil, nil): return lhs.name < rhs.name
        case (nil, _): return false
        case (_, nil): return true
        case let (left?, right?):
            if left.model != right.model { return (left.model ?? "") < (right.model ?? "") }
            let (leftOS, rightOS) = (OSIdentity(left), OSIdentity(right))
            if leftOS != rightOS { return leftOS < rightOS }
            if left.architecture != right.architecture { return (left.architecture ?? "") < (right.architecture ?? "") }
            return lhs.name < rhs.name
        }
    }
}
