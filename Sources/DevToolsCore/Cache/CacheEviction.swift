import Foundation

/// Keeps the cache folder small: lists its files and removes the oldest first (by modification time)
/// until the total is under a limit, or all of them for `devtools cache clear`. Only files this tool
/// writes, known by name and first bytes (`CacheEntryKind`), are touched; anything else in the folder
/// (a user's `package.json`) is neither counted nor removed.
public struct CacheEviction {
    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// Removes the oldest results until they total at most `limit` bytes.
    public func trim(to limit: Int64) {
        var entries = cacheFiles().filter { $0.kind != .contentHashes }.sorted { $0.modified < $1.modified }
        var total = entries.reduce(0) { $0 + $1.size }
        while total > limit, !entries.isEmpty {
            let oldest = entries.removeFirst()
            if unlink(oldest.path) == 0 { total -= oldest.size }
        }
    }

    /// Removes every file the cache wrote; returns how many and their bytes, and how many other files
    /// the folder holds (left where they are).
    public func clear() -> (files: Int, bytes: Int64, othersLeft: Int) {
        var removed = 0
        var bytes: Int64 = 0
        let files = cacheFiles()
        for entry in files where unlink(entry.path) == 0 {
            removed += 1
            bytes += entry.size
        }
        let left = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return (removed, bytes, left.filter { $0 != CacheFolder.tagName }.count)
    }

    private func cacheFiles() -> [CacheEvictionEntry] {
        guard case .success(let names) = DirectoryReader.entries(of: directory) else { return [] }
        return names.compactMap { CacheEvictionEntry.recognised((directory as NSString).appendingPathComponent($0.name), name: $0.name) }
    }
}

/// A file of the cache folder that the cache wrote: its kind, size and age.
struct CacheEvictionEntry {
    let path: String
    let kind: CacheEntryKind
    let size: Int64
    let modified: Int64

    /// The entry for the regular file at `path` (not a link, not a FIFO) when its name and first bytes
    /// are those of a cache file; nil for anything else.
    static func recognised(_ path: String, name: String) -> Self? {
        guard CacheEntryKind.allCases.contains(where: { $0.matches(name: name) }) else { return nil }
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: CacheEntryKind.headLength)
        let count = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count >= 0, let kind = CacheEntryKind.recognise(name: name, head: Array(head.prefix(count))) else { return nil }
        return Self(path: path, kind: kind, size: Int64(info.st_size), modified: info.modificationTime.nanoseconds)
    }
}
