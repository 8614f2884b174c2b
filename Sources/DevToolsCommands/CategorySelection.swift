import ArgumentParser
import DeveloperCacheCleaner

/// `--include`, `--all` and the default: which categories a run cleans.
struct CategorySelection: ParsableArguments {
    @Option(
        name: .customLong("include"),
        help: ArgumentHelp(
            "Also clean these categories (comma-separated, repeatable; see --list-categories). archives only ever when named here.",
            valueName: "category,…"),
        completion: .list(CleanupCategoryID.allCases.map(\.rawValue)))
    var included: [String] = []

    @Flag(help: "Clean every category except archives (which must be named with --include).")
    var all = false

    @Flag(help: "Print each category, where it looks and its policy, and exit.")
    var listCategories = false

    /// The categories, each once, in report order: device-support, then what `--all` and `--include`
    /// add.
    func categories() throws -> [CleanupCategoryID] {
        var chosen = Set(all ? CleanupCategoryID.all : CleanupCategoryID.defaultSelection)
        for name in included.flatMap({ $0.split(separator: ",") }).map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let id = CleanupCategoryID(rawValue: name) else {
                let known = CleanupCategoryID.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError("--include '\(name)' is not a category; categories: \(known)")
            }
            chosen.insert(id)
        }
        return chosen.sorted()
    }

    func validate() throws { _ = try categories() }
}
