import DevToolsCore

/// The columns of one category's table in the text report.
protocol CleanupTableColumns {
    static var header: [String] { get }
    /// Columns left out when every cell is `-`.
    static var blankable: [Int] { get }
    /// Columns left out on a narrow terminal, in the order they go.
    static var droppable: [Int] { get }
    static func cells(_ item: CleanupItem) -> [String]
}

/// device-support: what a version folder's name says, each part in its column.
enum DeviceSupportColumns: CleanupTableColumns {
    static let header = ["PLATFORM", "MODEL", "VERSION", "BUILD", "SIZE", "LAST USED", "ACTION", "REASON"]
    // On a narrow terminal: blank columns go first (MODEL, BUILD when every cell is `-`), then the
    // last-used date (a reason says when age decided), then the build. The device model stays:
    // without it, two rows for different devices could read the same.
    static let blankable = [1, 3]
    static let droppable = [5, 3]

    static func cells(_ item: CleanupItem) -> [String] {
        [
            item.platform?.rawValue ?? "-",
            item.parsed?.model ?? "-",
            item.parsed.map { $0.version.description + ($0.architecture.map { " " + $0 } ?? "") } ?? item.name,
            item.parsed?.build?.text ?? "-",
            item.parsed == nil || item.isSymlink ? "-" : CleanupTable.size(item),
            CleanupTable.day(item.lastUsed),
            item.action.rawValue + (item.isSymlink ? " (link)" : ""),
            item.reason,
        ]
    }
}

/// Every other category: the entry as its category describes it.
enum EntryColumns: CleanupTableColumns {
    static let header = ["ITEM", "SIZE", "LAST USED", "ACTION", "REASON"]
    static let blankable: [Int] = []
    static let droppable = [2]

    static func cells(_ item: CleanupItem) -> [String] {
        [
            item.label.isEmpty ? item.name : item.label,
            item.isSized ? CleanupTable.size(item) : "-",
            CleanupTable.day(item.lastUsed),
            item.action.rawValue + (item.isSymlink ? " (link)" : ""),
            item.reason,
        ]
    }
}
