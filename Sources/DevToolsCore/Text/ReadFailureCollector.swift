import Foundation

/// Lets a lint run go on past a file it cannot read. While a `LintRunner` watches a tree, a file under
/// it that `FileBytes.readSource` cannot read (no permission, an I/O error) is recorded here and read as
/// absent instead of throwing; the runner then reports each as a finding. Outside a watched tree the
/// read throws as before, so a linter used on its own still fails loudly.
///
/// Only failures touch the lock: the happy path of a read costs nothing more.
public final class ReadFailureCollector: @unchecked Sendable {
    public static let shared = ReadFailureCollector()

    private let lock = NSLock()
    /// Watched roots (absolute), with how many runs watch each.
    private var roots: [String: Int] = [:]
    /// Absolute path → reason, for files under a watched root.
    private var failures: [String: String] = [:]

    /// Runs `body` with failures under `roots` recorded; returns its result and the failures met under
    /// those roots (absolute path → reason).
    public func watching<Result>(_ watched: [String], _ body: () throws -> Result) rethrows -> (Result, [String: String]) {
        lock.withLock { for root in watched { roots[root, default: 0] += 1 } }
        defer {
            lock.withLock {
                for root in watched {
                    roots[root, default: 1] -= 1
                    if roots[root] == 0 { roots[root] = nil }
                }
            }
        }
        let result = try body()
        let met = lock.withLock {
            let mine = failures.filter { path, _ in watched.contains { Self.path(path, isWithin: $0) } }
            for path in mine.keys { failures[path] = nil }
            return mine
        }
        return (result, met)
    }

    /// Records a failure when `path` is under a watched root; `false` when nobody watches it.
    func record(_ path: String, reason: String) -> Bool {
        lock.withLock {
            guard roots.keys.contains(where: { Self.path(path, isWithin: $0) }) else { return false }
            failures[path] = reason
            return true
        }
    }

    private static func path(_ path: String, isWithin root: String) -> Bool {
        path == root || root == "/" || path.hasPrefix(root + "/")
    }
}
