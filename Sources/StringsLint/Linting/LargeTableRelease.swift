import Dispatch

/// Lets go of a large parsed table on another core: freeing half a million entries (their references
/// to the file's bytes, the array, the bytes themselves) takes a tenth of linting a 50 MB file, and
/// nothing waits for it.
enum LargeTableRelease {
    static let fromEntries = 100_000

    /// Takes `table` over; the caller keeps no reference to it.
    static func release(_ table: consuming StringsTable?) {
        guard let table, table.entries.count >= fromEntries else { return }
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(table) {} }
    }
}
