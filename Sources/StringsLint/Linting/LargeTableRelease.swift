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

    /// The same for entries alone (the second half's, copied into the first's; see
    /// `StringsScanner.scanEntriesInHalves`). Takes `entries` over.
    static func release(_ entries: consuming [StringsEntry]) {
        let owned = consume entries
        guard owned.count >= fromEntries else { return }
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(owned) {} }
    }
}
