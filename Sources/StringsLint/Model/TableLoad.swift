/// How much of a `.strings` file Apple's parser returns to the app: every entry, only the entries
/// before the place where it silently stops reading, or nothing at all when it rejects the file. The
/// linter reads on past both to report every mistake; this says which of its entries a user sees.
public enum TableLoad: Sendable, Equatable {
    /// Apple's parser returns the whole table.
    case whole
    /// Apple's parser stops without an error (`silent-truncation`): only the first `keeping` entries load.
    case truncated(keeping: Int)
    /// Apple's parser rejects the file (`syntax-error`, `not-a-table`): no entry loads.
    case rejected

    /// Whether the entry at `position` (in file order) is among those Apple's parser returns.
    public func loads(entryAt position: Int) -> Bool {
        switch self {
        case .whole: true
        case .truncated(let keeping): position < keeping
        case .rejected: false
        }
    }
}
