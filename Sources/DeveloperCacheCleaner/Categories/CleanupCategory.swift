/// One kind of cache clean-support cleans: where it looks, how it reads what it finds, and what it
/// keeps. Each lives in its own folder under `Categories/` with its name parser and its policy, so a new
/// category is a new folder and one line in `CleanupCategories`.
protocol CleanupCategory: Sendable {
    var id: CleanupCategoryID { get }
    /// Where it looks, relative to `~` where it is under the home (for `--list-categories`).
    var locations: String { get }
    /// Its policy in one line (for `--list-categories`).
    var policySummary: String { get }
    /// Lists the category's entries and decides each one; nothing is sized or changed.
    func scan(_ context: CleanupContext) throws -> CategoryScan
}

/// What one category found.
struct CategoryScan: Sendable {
    /// The folders looked in, absolute and resolved (missing ones as given).
    var roots: [String] = []
    var items: [CleanupItem] = []
    /// DeviceSupport folders that are symlinks: reported with their targets, never followed.
    var links: [LinkedSupportFolder] = []
    /// Folders that could not be read, one line each (the rest of the category goes on).
    var problems: [String] = []
}
