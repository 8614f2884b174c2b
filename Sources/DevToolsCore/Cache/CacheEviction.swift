import Foundation

/// Keeps the cache folder small: lists its result files and removes the oldest first (by modification
/// time) until the total is under a limit, or all of them for `devtools cache clear`. Only files this
/// tool writes are touched (`*.json` results, `*.records` per-file records and `content-hashes-*.tsv`), never anything else in the folder.
public struct CacheEviction {
    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    struct Entry {
        let path: String
        let size: Int64
        let modified: Int64
    }

    /// Removes the oldest results until they total at most `limit` bytes.
    public func trim(to limit: Int64) {
        var entries = results().sorted { $0.modified < $1.modified }
        var total = entries.reduce(0) { $0 + $1.size }
        while total > limit, !entries.isEmpty {
            let oldest = entries.removeFirst()
            if unlink(oldest.path) == 0 { total -= oldest.size }
        }
    }

    /// Removes every file the cache wrote; returns how many and their bytes.
    public func clear() -> (files: Int, bytes: Int64) {
        var removed = 0
        var bytes: Int64 = 0
        for entry in results() + contentHashes() where unlink(entry.path) == 0 {
            removed += 1
            bytes += entry.size
        }
        return (removed, bytes)
    }

    private func contentHashes() -> [Entry] {
        guard case .success(let names) = DirectoryReader.entries(of: directory) else { return [] }
        return names.filter { $0.name.hasPrefix("content-hashes") && $0.name.hasSuffix(".tsv") }.compactMap {
            Entry.stat((directory as NSString).appendingPathComponent($0.name))
        }
    }

    private func results() -> [Entry] {
        guard case .success(let names) = DirectoryReader.entries(of: directory) else { return [] }
        return names.filter { $0.name.hasSuffix(".json") || $0.name.hasSuffix(".records") }.compactMap {
            Entry.stat((directory as NSString).appendingPathComponent($0.name))
        }
    }
}

extension CacheEviction.Entry {
    static func stat(_ path: String) -> Self? {
        var info = Foundation.stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Self(path: path, size: Int64(info.st_size), modified: info.modificationTime.nanoseconds)
    }
}
