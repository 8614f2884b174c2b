import Foundation

/// Lets a lint run go on past a file it cannot read. While a `LintRunner` watches a tree, a file under
/// it that `FileBytes.readSource` cannot read (no permission, an I/O error) is recorded here and read as
/// absent instead of throwing; the runner then reports each as a finding. Outside a watched tree the
/// read throws as before, so a linter used on its own still fails loudly.
///
/// Two linters of a run may watch the same tree at once (`devtools lint --sources`: lint-components
/// goes on while lint-strings checks keys). A failure is not known by who read, so each watch is told
/// every failure recorded under its roots while it watched: a linter never takes the other's failure
/// away from it, and neither caches a result the other found incomplete. A failure is forgotten once no
/// watch of its root is left.
///
/// Only failures touch the lock: the happy path of a read costs nothing more.
public final class ReadFailureCollector: @unchecked Sendable {
    public static let shared = ReadFailureCollector()

    private let lock = NSLock()
    /// Watched roots (absolute), with how many watches hold each.
    private var roots: [String: Int] = [:]
    /// Absolute path → reason and when it was recorded, for files under a watched root.
    private var failures: [String: (reason: String, sequence: Int)] = [:]
    /// How many failures were recorded so far: a watch is told those recorded since it began.
    private var recorded = 0

    /// Runs `body` with failures under `roots` recorded; returns its result and the failures met under
    /// those roots while it ran (absolute path → reason).
    public func watching<Result>(_ watched: [String], _ body: () throws -> Result) rethrows -> (Result, [String: String]) {
        let start = lock.withLock {
            for root in watched { roots[root, default: 0] += 1 }
            return recorded
        }
        var met: [String: String] = [:]
        defer {
            lock.withLock {
                for root in watched {
                    roots[root, default: 1] -= 1
                    if roots[root] == 0 { roots[root] = nil }
                }
                failures = failures.filter { path, _ in roots.keys.contains { Self.path(path, isWithin: $0) } }
            }
        }
        let result = try body()
        lock.withLock {
            for (path, failure) in failures where failure.sequence >= start && watched.contains(where: { Self.path(path, isWithin: $0) }) {
                met[path] = failure.reason
            }
        }
        return (result, met)
    }

    /// Records a failure when `path` is under a watched root; `false` when nobody watches it.
    func record(_ path: String, reason: String) -> Bool {
        lock.withLock {
            guard roots.keys.contains(where: { Self.path(path, isWithin: $0) }) else { return false }
            failures[path] = (reason, recorded)
            recorded += 1
            return true
        }
    }

    private static func path(_ path: String, isWithin root: String) -> Bool {
        path == root || root == "/" || path.hasPrefix(root + "/")
    }
}
